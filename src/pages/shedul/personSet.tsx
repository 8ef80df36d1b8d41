import { useState } from 'react'
import { NavCell } from '@/features/schedule/components/nav-cell'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Button, Cell, DatePicker, InputNumber } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import dayjs from 'dayjs'
import { PageShell } from '@/components/page-shell'
import { ChoiceList, Chips } from '@/features/schedule/components/choice-list'
import { NeedDraft } from '@/features/schedule/components/need-draft'
import { pickerRange } from '@/features/schedule/date-range'
import { describeRepeat, REPEAT_KINDS, WEEKDAY_CODES, type RepeatSetting, type RepeatUnit } from '@/features/schedule/repeat'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import './personSet.scss'

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((i) => ({ key: WEEKDAY_CODES[i]!, label: `周${'日一二三四五六'[i]}` }))
const UNITS: ReadonlyArray<{ key: RepeatUnit; label: string }> = [
  { key: 'DAILY', label: '天' },
  { key: 'WEEKLY', label: '周' },
  { key: 'MONTHLY', label: '月' },
  { key: 'YEARLY', label: '年' },
]
const ENDS = [
  { key: 'never' as const, label: '永不结束' },
  { key: 'until' as const, label: '于某日结束' },
  { key: 'count' as const, label: '重复一定次数后结束' },
]

/** 重复设置: none, daily, weekdays, weekly on chosen days, monthly by date or nth weekday, yearly, custom; end never / on a date / after N times. */
function RepeatSettingPage() {
  const schedule = useFeatureStore(scheduleFeature)
  const [picking, setPicking] = useState(false)
  const draft = schedule.draft
  if (!draft) return <NeedDraft />
  const repeat = draft.repeat
  const start = dayjs(draft.start)
  const set = (patch: Partial<RepeatSetting>) => schedule.setRepeat({ ...repeat, ...patch })
  const toggleDay = (day: string) =>
    set({ weekdays: repeat.weekdays.includes(day) ? repeat.weekdays.filter((d) => d !== day) : [...repeat.weekdays, day] })
  const endDate = repeat.end.type === 'until' ? repeat.end.date : start.add(3, 'month').format('YYYY-MM-DD')

  return (
    <PageShell
      footer={
        <View className="portal-footer-bar">
          <Button type="primary" block onClick={() => void nav.back()} data-testid="repeat-done">
            确定
          </Button>
        </View>
      }
    >
      <NavCell title="当前" extra={describeRepeat(repeat, start)} testId="repeat-summary" />
      <ChoiceList
        items={REPEAT_KINDS.map((k) => ({ key: k.kind, label: k.label }))}
        chosen={[repeat.kind]}
        onPick={(kind) =>
          set({ kind, weekdays: kind === 'weekly' && !repeat.weekdays.length ? [WEEKDAY_CODES[start.day()]!] : repeat.weekdays })
        }
        testId="repeat"
      />
      {repeat.kind === 'weekly' ? <Chips items={WEEKDAYS} chosen={repeat.weekdays} onPick={toggleDay} /> : null}
      {repeat.kind === 'custom' ? (
        <Cell.Group title="间隔">
          <Cell
            title="每"
            extra={<InputNumber min={1} max={99} value={repeat.interval} onChange={(v) => set({ interval: Number(v) || 1 })} />}
          />
          <Chips items={UNITS} chosen={[repeat.unit]} onPick={(unit) => set({ unit })} />
        </Cell.Group>
      ) : null}
      {repeat.kind !== 'none' ? (
        <>
          <Text className="repeat-set__end-title">结束重复</Text>
          <ChoiceList
            items={ENDS}
            chosen={[repeat.end.type]}
            onPick={(type) =>
              set({
                end:
                  type === 'never'
                    ? { type }
                    : type === 'until'
                      ? { type, date: endDate }
                      : { type, count: repeat.end.type === 'count' ? repeat.end.count : 10 },
              })
            }
            testId="repeat-end"
          />
          {repeat.end.type === 'until' ? (
            <Cell title="结束日期" extra={repeat.end.date} clickable onClick={() => setPicking(true)} />
          ) : null}
          {repeat.end.type === 'count' ? (
            <Cell
              title="重复次数"
              extra={
                <InputNumber
                  min={1}
                  max={999}
                  value={repeat.end.count}
                  onChange={(v) => set({ end: { type: 'count', count: Number(v) || 1 } })}
                />
              }
            />
          ) : null}
        </>
      ) : null}
      <DatePicker
        visible={picking}
        title="结束日期"
        type="date"
        showChinese
        startDate={start.toDate()}
        endDate={pickerRange().end}
        value={dayjs(endDate).toDate()}
        onConfirm={(_o: PickerOption[], values: PickerValue[]) => {
          const [y, m, d] = (values as Array<string | number>).map(Number)
          set({ end: { type: 'until', date: dayjs(new Date(y!, m! - 1, d!)).format('YYYY-MM-DD') } })
        }}
        onClose={() => setPicking(false)}
      />
    </PageShell>
  )
}

export default observer(RepeatSettingPage)
