import { radioRole } from '@/components/a11y'
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Cell, Checkbox, Popup } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import { LAYERS } from '@/styles/layers'
import { errorText } from '@/components/errors'
import { ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useSubmit } from '@/components/use-submit'
import type { SendType } from '@contract/message-center'
import { getGlobalSettingByTypes, getPersonOverdueSetting, updatePersonOverdueSetting } from '@/features/tasks/api'
import type { OverdueGlobalSetting, PersonOverdueSetting } from '@/features/tasks/types'
import { SubmitButton } from '@/components/submit-button'
import './task-settings-popup.scss'

/** Hours before becoming overdue at which to remind (0 = when it becomes overdue). */
const REMIND_BEFORE = [0, 1, 2, 4, 8, 12, 24, 48, 72, 168]

interface Loaded {
  mine: PersonOverdueSetting
  global: OverdueGlobalSetting | null
  sendTypes: SendType[]
}

function hoursText(h: number) {
  if (h === 0) return '逾期时'
  return h % 24 === 0 ? `提前 ${h / 24} 天` : `提前 ${h} 小时`
}

export interface TaskSettingsPopupProps {
  visible: boolean
  onClose: () => void
  /** The reminder channels (the message centre's send types; the page passes its call). */
  loadSendTypes: () => Promise<SendType[]>
}

/** 待办设置: the personal overdue reminder (person-setting) and the institution's overdue limit (global-setting). */
export function TaskSettingsPopup({ visible, onClose, loadSendTypes }: TaskSettingsPopupProps) {
  const [data, setData] = useState<Loaded | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [draft, setDraft] = useState<PersonOverdueSetting | null>(null)

  const load = async () => {
    setError(null)
    try {
      const [mine, globals, sendTypes] = await Promise.all([
        getPersonOverdueSetting(),
        getGlobalSettingByTypes(['overdue']).catch(() => ({}) as Record<string, unknown>),
        loadSendTypes(),
      ])
      setData({ mine, global: (globals.overdue as OverdueGlobalSetting | undefined) ?? null, sendTypes })
      setDraft(mine)
    } catch (e) {
      setError(e)
    }
  }

  useEffect(() => {
    if (visible) void load()
  }, [visible])

  const save = useSubmit((value: PersonOverdueSetting) => updatePersonOverdueSetting(value), {
    failure: '保存失败',
    success: '已保存',
    onSuccess: (saved) => {
      setDraft(saved)
      onClose()
    },
  })

  let body
  if (error) body = <ErrorState message={errorText(error, '加载失败')} onRetry={() => void load()} />
  else if (!data || !draft) body = <ListSkeleton count={2} rows={2} />
  else
    body = (
      <View>
        {data.global ? (
          <Cell
            title="逾期时限"
            description="由学校统一设置"
            extra={data.global.enabled ? `办理超过 ${data.global.overdueHours} 小时视为逾期` : '未启用'}
          />
        ) : null}
        <Cell
          title="逾期提醒"
          extra={<Switch checked={draft.remind} onChange={(v) => setDraft({ ...draft, remind: v })} aria-label="逾期提醒" />}
        />
        {draft.remind ? (
          <>
            <View className="task-settings__label">提醒时间</View>
            <View className="task-chips" role="radiogroup">
              {REMIND_BEFORE.map((h) => (
                <View
                  key={h}
                  {...radioRole(draft.remindBeforeHours === h)}
                  className={draft.remindBeforeHours === h ? 'task-chips__chip task-chips__chip--active' : 'task-chips__chip'}
                  onClick={() => setDraft({ ...draft, remindBeforeHours: h })}
                >
                  {hoursText(h)}
                </View>
              ))}
            </View>
            <View className="task-settings__label">提醒方式</View>
            <View className="task-settings__channels">
              {data.sendTypes.map((t) => (
                <Checkbox
                  key={t.code}
                  label={t.name}
                  checked={draft.channels.includes(t.code)}
                  onChange={(on) =>
                    setDraft({ ...draft, channels: on ? [...draft.channels, t.code] : draft.channels.filter((c) => c !== t.code) })
                  }
                />
              ))}
            </View>
          </>
        ) : null}
        <View className="task-settings__footer">
          <SubmitButton submit={save} args={[draft]} block type="primary" disabled={draft.remind && draft.channels.length === 0}>
            保存
          </SubmitButton>
          {draft.remind && draft.channels.length === 0 ? <Text className="task-settings__hint">请至少选择一种提醒方式</Text> : null}
        </View>
      </View>
    )

  return (
    <Popup
      className="task-settings__popup"
      visible={visible}
      position="bottom"
      round
      title="待办设置"
      closeable
      onClose={onClose}
      zIndex={LAYERS.popup}
    >
      <View className="task-settings">{body}</View>
    </Popup>
  )
}
