import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell, Popup } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
import { errorText } from '@/components/errors'
import { useSubmit } from '@/components/use-submit'
import type { Calendar, ImportPlan } from '@contract/schedule'
import { importIcs, previewIcsImport } from '@/features/schedule/api'
import { chooseIcsFile } from '@/features/schedule/ics-file'
import { icsTextProblem, type IcsFile } from '@/features/schedule/ics-file-rules'
import { ChoiceList } from './choice-list'
import { SubmitButton } from '@/components/submit-button'
import { ALERT_ROLE } from '@/components/a11y'
import './ics-import-popup.scss'

type Preview = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; plan: ImportPlan } | { status: 'error'; message: string }

/** 导入日历文件: pick an .ics file, the calendar to import into, see what it holds (and what is left out, and why), import. */
export function IcsImportPopup(props: { visible: boolean; calendars: Calendar[]; onClose: () => void; onImported: () => void }) {
  const [file, setFile] = useState<IcsFile | null>(null)
  const [calendarId, setCalendarId] = useState<number | null>(null)
  const [preview, setPreview] = useState<Preview>({ status: 'idle' })

  useEffect(() => {
    if (!props.visible) return
    setFile(null)
    setPreview({ status: 'idle' })
    setCalendarId(props.calendars.find((c) => c.isDefault)?.id ?? props.calendars[0]?.id ?? null)
  }, [props.visible])

  const check = async (picked: IcsFile, target: number) => {
    const problem = icsTextProblem(picked.text)
    if (problem) return setPreview({ status: 'error', message: problem })
    setPreview({ status: 'loading' })
    try {
      setPreview({ status: 'ready', plan: await previewIcsImport(target, picked.text) })
    } catch (error) {
      setPreview({ status: 'error', message: errorText(error, '文件无法读取，请稍后重试') })
    }
  }

  const choose = async () => {
    try {
      const picked = await chooseIcsFile()
      if (!picked) return
      setFile(picked)
      if (calendarId !== null) await check(picked, calendarId)
    } catch (error) {
      setFile(null)
      setPreview({ status: 'error', message: errorText(error, '文件无法读取，请重新选择') })
    }
  }

  const run = useSubmit(() => importIcs(calendarId!, file!.text), {
    failure: '导入失败',
    success: (result) => `已导入 ${result.events} 个日程`,
    onSuccess: () => {
      props.onImported()
      props.onClose()
    },
  })

  const plan = preview.status === 'ready' ? preview.plan : null
  return (
    <Popup
      className="ics-import__popup"
      visible={props.visible}
      position="bottom"
      round
      title="导入日历文件"
      closeable
      onClose={props.onClose}
      zIndex={LAYERS.popup}
    >
      <View className="ics-import" data-testid="ics-import">
        <Text className="ics-import__hint">
          支持 Apple 日历、Google 日历、Outlook 等导出的 .ics 文件（最大 1 MB）。同一日程再次导入会更新，不会重复。
        </Text>
        <Cell.Group title="日历文件">
          <Cell
            title={<Text className="ics-import__file">{file ? file.name : '未选择文件'}</Text>}
            extra={
              <Button size="small" type={file ? 'default' : 'primary'} onClick={() => void choose()} data-testid="ics-choose">
                {file ? '重新选择' : '选择文件'}
              </Button>
            }
          />
        </Cell.Group>
        <Cell.Group title="导入到">
          <ChoiceList
            items={props.calendars.map((c) => ({ key: c.id, label: c.name }))}
            chosen={calendarId === null ? [] : [calendarId]}
            onPick={(id) => {
              setCalendarId(id)
              if (file && preview.status !== 'ready') void check(file, id)
            }}
            testId="ics-calendar"
          />
        </Cell.Group>
        {preview.status === 'loading' ? <Text className="ics-import__status">正在读取文件…</Text> : null}
        {preview.status === 'error' ? (
          <Text className="ics-import__error" data-testid="ics-error" {...ALERT_ROLE}>
            {preview.message}
          </Text>
        ) : null}
        {plan ? (
          <View className="ics-import__preview" data-testid="ics-preview">
            <Text className="ics-import__count">
              共 {plan.events} 个日程{plan.repeating ? `，其中重复日程 ${plan.repeating} 个` : ''}
              {plan.changedOccurrences ? `，另有 ${plan.changedOccurrences} 处单次修改` : ''}
            </Text>
            {plan.skipped.length ? (
              <View className="ics-import__skipped">
                <Text className="ics-import__skipped-title">将跳过 {plan.skipped.length} 个：</Text>
                {plan.skipped.slice(0, 20).map((s, i) => (
                  <Text key={i} className="ics-import__skipped-item">
                    {s.title}：{s.reason}
                  </Text>
                ))}
                {plan.skipped.length > 20 ? <Text className="ics-import__skipped-item">……</Text> : null}
              </View>
            ) : null}
          </View>
        ) : null}
        <View className="ics-import__footer">
          <SubmitButton
            submit={run}
            block
            type="primary"
            disabled={!plan || plan.events === 0 || calendarId === null}
            data-testid="ics-import-run"
          >
            {plan && plan.events > 0 ? `导入 ${plan.events} 个日程` : '导入'}
          </SubmitButton>
        </View>
      </View>
    </Popup>
  )
}
