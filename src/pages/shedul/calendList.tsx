import { useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { DetailPage } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { listPublicCalendars, subscribeCalendar } from '@/features/schedule/api'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import type { PublicCalendar } from '@contract/schedule'
import { scheduleFeature } from '@/features/schedule/schedule-store'

/** 公共日历: the institution's calendars (校历, 考试周, 节假日) and department calendars, to subscribe and unsubscribe. */
export default function PublicCalendarsPage() {
  const schedule = useFeatureStore(scheduleFeature)
  const [changed, setChanged] = useState<Record<number, boolean>>({})
  const toggle = useSubmit((c: PublicCalendar, on: boolean) => subscribeCalendar(c.id, on), {
    failure: '操作失败',
    success: (_r, _c, on) => (on ? '已订阅' : '已取消订阅'),
    onSuccess: (_r, c, on) => {
      setChanged((m) => ({ ...m, [c.id]: on }))
      schedule.markChanged()
    },
  })
  return (
    <DetailPage
      load={listPublicCalendars}
      render={(list) => (
        <View>
          {list.map((c) => {
            const on = changed[c.id] ?? c.subscribed
            return (
              <Cell
                key={c.id}
                title={c.name}
                description={`${c.ownerName} · ${c.description}`}
                style={{ borderLeft: `4px solid ${c.color}` }}
                clickable
                onClick={() => void nav.to('calendarDetail', { id: String(c.id) })}
                extra={
                  <Button
                    size="small"
                    type={on ? 'default' : 'primary'}
                    fill={on ? 'outline' : 'solid'}
                    disabled={toggle.running?.[0].id === c.id}
                    onClick={(e) => {
                      e.stopPropagation()
                      void toggle.run(c, !on)
                    }}
                    data-testid={`subscribe-${c.id}`}
                  >
                    {on ? '取消订阅' : '订阅'}
                  </Button>
                }
              />
            )
          })}
        </View>
      )}
    />
  )
}
