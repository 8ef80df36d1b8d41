import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { formatPortalTime } from '@/lib/portal-time'
import { fetchDivisionEvent } from '@/features/division/api'
import { describeRepeat, fromRrule } from '@/features/schedule/repeat'
import { remindersText } from '@/features/schedule/reminder-options'
import { wallText } from '@/features/schedule/month'
import dayjs from 'dayjs'

const ANSWERS: Record<string, string> = { pending: '待回复', accepted: '已接受', declined: '已拒绝' }

/** 日程详情 of a division event: when, where, repeat, reminders and who takes part. */
export default function DivisionEventDetailPage() {
  const { params } = useRouter()
  const id = Number(params.id)
  const detail = useDetailLoader(async () => (id > 0 ? await fetchDivisionEvent(id) : null), [id])
  const event = detail.status === 'ready' ? detail.data : undefined
  return (
    <PageShell
      title="日程详情"
      loading={detail.status === 'loading'}
      skeleton={<ListSkeleton count={4} />}
      error={detail.status === 'error' ? detail.error : null}
      onRetry={() => void detail.retry()}
    >
      {event ? (
        <View data-testid="division-event">
          <View className="portal-card" style={{ borderLeft: `4px solid ${event.color}`, padding: '12px' }}>
            <Text style={{ fontSize: '18px', fontWeight: 'bold', display: 'block' }} data-testid="event-title">
              {event.title}
            </Text>
            <Text style={{ display: 'block', marginTop: '4px' }}>
              {event.allDay
                ? `${formatPortalTime(event.start, 'YYYY年M月D日')} 全天`
                : `${formatPortalTime(event.start, 'YYYY年M月D日 HH:mm')} – ${formatPortalTime(event.end, 'HH:mm')}`}
            </Text>
          </View>
          <Cell.Group>
            <Cell title="日历" extra={event.calendarName} />
            <Cell title="重复" extra={describeRepeat(fromRrule(event.rrule), dayjs(wallText(event.start, event.timeZone)))} />
            <Cell title="提醒" extra={remindersText(event.reminders)} />
            {event.location ? <Cell title="地点" extra={event.location} /> : null}
            <Cell title="组织者" extra={event.organiser} />
            {event.notes ? <Cell title="备注" description={event.notes} /> : null}
          </Cell.Group>
          {event.attendees.length ? (
            <Cell.Group title="参与人">
              {event.attendees.map((a) => (
                <Cell key={a.username} title={`${a.name}（${a.username}）`} extra={ANSWERS[a.answer]} />
              ))}
            </Cell.Group>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}
