import { useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Button, Cell, Input } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { toast } from '@/lib/ui'
import { ChoiceList } from '@/features/schedule/components/choice-list'
import { NeedDraft } from '@/features/schedule/components/need-draft'
import { reminderLabel, REMINDER_OPTIONS } from '@/features/schedule/reminder-options'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { scheduleFeature } from '@/features/schedule/schedule-store'

const MAX_MINUTES = 40_320

/** 日程提醒: several reminders per event — at the start, 5/15/30 minutes, 1 hour, 1 day before, or a custom number of minutes. */
function ReminderPage() {
  const schedule = useFeatureStore(scheduleFeature)
  const [custom, setCustom] = useState('')
  const draft = schedule.draft
  if (!draft) return <NeedDraft />
  const extra = draft.reminders.filter((m) => !REMINDER_OPTIONS.some((o) => o.minutes === m))
  const items = [
    ...REMINDER_OPTIONS.map((o) => ({ key: o.minutes, label: o.label })),
    ...extra.map((m) => ({ key: m, label: reminderLabel(m) })),
  ]
  const addCustom = () => {
    const minutes = Number(custom)
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_MINUTES) {
      void toast('请输入 0 至 40320 之间的整数分钟')
      return
    }
    if (!draft.reminders.includes(minutes)) schedule.toggleReminder(minutes)
    setCustom('')
  }
  return (
    <PageShell
      footer={
        <View className="portal-footer-bar">
          <Button type="primary" block onClick={() => void nav.back()} data-testid="reminders-done">
            确定
          </Button>
        </View>
      }
    >
      <Cell title={draft.reminders.length ? `已选 ${draft.reminders.length} 个提醒` : '不提醒'} />
      <ChoiceList items={items} chosen={draft.reminders} onPick={schedule.toggleReminder} testId="reminder" />
      <Cell.Group title="自定义">
        <Cell
          title={<Input type="digit" value={custom} onChange={setCustom} placeholder="提前多少分钟" aria-label="自定义提醒分钟数" />}
          extra={
            <Button size="small" type="primary" onClick={addCustom}>
              添加
            </Button>
          }
        />
      </Cell.Group>
    </PageShell>
  )
}

export default observer(ReminderPage)
