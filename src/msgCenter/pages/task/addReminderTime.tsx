import { useMemo, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell, DatePicker } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { LAYERS } from '@/styles/layers'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { formatTime } from '@/features/tasks/components/application-view'
import { normaliseReminders, readTodoDraft, writeTodoDraft } from '@/features/tasks/todo-draft'
import { clampToRange, defaultSlot, pickerRange } from '@/features/schedule/date-range'
import { fromPickerValues, toPickerDate } from '@/lib/portal-time'
import './addReminderTime.scss'
import { BUTTON_ROLE } from '@/components/a11y'

const POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps
const MAX_REMINDERS = 10

/** Reminder moments of the personal to-do being written (at most 10). */
export default function AddReminderTimePage() {
  const range = useMemo(() => pickerRange(), [])
  const [times, setTimes] = useState<string[]>(() => readTodoDraft().reminderTimes)
  const [picking, setPicking] = useState(false)

  const add = () => {
    if (times.length >= MAX_REMINDERS) return void toast(`最多设置 ${MAX_REMINDERS} 个提醒`)
    setPicking(true)
  }

  return (
    <PageShell
      footer={
        <Button
          block
          type="primary"
          onClick={() => {
            writeTodoDraft({ reminderTimes: times })
            void nav.back()
          }}
          data-testid="reminders-done"
        >
          确定
        </Button>
      }
    >
      {times.length === 0 ? <EmptyState description="还没有提醒时间" /> : null}
      <Cell.Group>
        {times.map((t) => (
          <Cell
            key={t}
            title={formatTime(t)}
            extra={
              <View className="reminder-times__remove" onClick={() => setTimes(times.filter((x) => x !== t))} {...BUTTON_ROLE}>
                删除
              </View>
            }
          />
        ))}
      </Cell.Group>
      <View className="reminder-times__add">
        <Button block fill="outline" type="primary" onClick={add} data-testid="add-reminder">
          添加提醒时间
        </Button>
      </View>
      <DatePicker
        visible={picking}
        title="提醒时间"
        type="datetime"
        showChinese
        startDate={range.start}
        endDate={range.end}
        value={toPickerDate(defaultSlot().start)}
        pickerProps={{ popupProps: POPUP }}
        onConfirm={(_o: PickerOption[], v: PickerValue[]) => {
          setTimes(normaliseReminders([...times, clampToRange(fromPickerValues(v as (string | number)[]), range).toISOString()]))
        }}
        onClose={() => setPicking(false)}
      />
    </PageShell>
  )
}
