import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import type { EventDetail } from '@contract/schedule'
import { occurrenceTime, wallText } from '@/features/schedule/month'
import { describeRepeat, fromRrule } from '@/features/schedule/repeat'
import { remindersText } from '@/features/schedule/reminder-options'
import './event-detail-view.scss'

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']
const ANSWERS: Record<string, string> = { pending: '待回复', accepted: '已接受', declined: '已拒绝' }

export interface EventDetailViewProps {
  event: EventDetail
  /** The occurrence shown (a repeating event's one date), start and end instants. */
  occurrence: { start: string; end: string }
  /** The zone times are shown in (the global one) and the label of the event's own zone. */
  zone: string
  zoneLabel: string
  actions: {
    edit: () => void
    remove: () => void
    toPhone: () => void
    answer: (a: 'accepted' | 'declined') => void
    /** Declines every unanswered invitation from this event's organiser. */
    declineAll: () => void
  }
  busy: boolean
}

/** 日程详情: when, where, repeat, reminders, people and what the user may do with it. */
export function EventDetailView({ event, occurrence, zone, zoneLabel, actions, busy }: EventDetailViewProps) {
  // Edited 仅此日程, an occurrence has its own title, place and notes, and the series' repeat no longer describes it.
  const shown = event.occurrence ?? event
  const start = dayjs(wallText(occurrence.start, zone))
  const day = `${start.format('YYYY年M月D日')} ${WEEKDAYS[start.day()]}`
  return (
    <View className="event-detail" data-testid="event-detail">
      <View className="event-detail__head" style={{ borderLeftColor: event.color }}>
        <Text className="event-detail__title" data-testid="event-title">
          {shown.title}
        </Text>
        <Text className="event-detail__when" data-testid="event-when">
          {day} {occurrenceTime({ ...occurrence, allDay: event.allDay }, zone)}
        </Text>
        {event.timeZone !== zone && !event.allDay ? (
          <Text className="event-detail__zone">
            日程时区 {zoneLabel}：{occurrenceTime({ ...occurrence, allDay: false }, event.timeZone)}
          </Text>
        ) : null}
      </View>
      <Cell.Group>
        <Cell title="日历" extra={event.calendarName} />
        <Cell
          title="重复"
          extra={
            event.occurrence?.changed
              ? '仅此一次（已单独修改）'
              : describeRepeat(fromRrule(event.rrule), dayjs(wallText(event.start, event.timeZone)))
          }
        />
        <Cell title="提醒" extra={remindersText(event.reminders)} />
        {shown.location ? <Cell title="地点" extra={shown.location} /> : null}
        <Cell title="组织者" extra={event.organiser} />
        {shown.notes ? <Cell title="备注" description={shown.notes} /> : null}
      </Cell.Group>
      {event.attendees.length ? (
        <Cell.Group title="参与人">
          {event.attendees.map((a) => (
            <Cell key={a.username} title={`${a.name}（${a.username}）`} extra={ANSWERS[a.answer]} />
          ))}
        </Cell.Group>
      ) : null}
      <View className="event-detail__actions">
        {event.myAnswer ? (
          <View className="event-detail__answer">
            <Text>我的回复：{ANSWERS[event.myAnswer]}</Text>
            <Button
              size="small"
              type="primary"
              disabled={busy || event.myAnswer === 'accepted'}
              onClick={() => actions.answer('accepted')}
              data-testid="accept"
            >
              接受
            </Button>
            <Button
              size="small"
              fill="outline"
              disabled={busy || event.myAnswer === 'declined'}
              onClick={() => actions.answer('declined')}
              data-testid="decline"
            >
              拒绝
            </Button>
          </View>
        ) : null}
        {event.myAnswer ? (
          <Button block size="small" fill="none" disabled={busy} onClick={actions.declineAll} data-testid="decline-all">
            拒绝{event.organiser}的全部未回复邀请
          </Button>
        ) : null}
        <Button block fill="outline" type="primary" onClick={actions.toPhone} data-testid="to-phone-calendar">
          添加到手机日历
        </Button>
        {event.readOnly ? null : (
          <View className="event-detail__own">
            <Button type="primary" onClick={actions.edit} data-testid="event-edit">
              编辑
            </Button>
            <Button type="danger" fill="outline" disabled={busy} onClick={actions.remove} data-testid="event-delete">
              删除
            </Button>
          </View>
        )}
      </View>
    </View>
  )
}
