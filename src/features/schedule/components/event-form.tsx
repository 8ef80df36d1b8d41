import { useEffect, useMemo, useState } from 'react'
import { NavCell } from './nav-cell'
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Cell, DatePicker, Input, TextArea } from '@nutui/nutui-react-taro'
import { Switch } from '@/components/switch'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import dayjs from 'dayjs'
import { radioRole, ALERT_ROLE } from '@/components/a11y'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { useSubmit } from '@/components/use-submit'
import { LAYERS } from '@/styles/layers'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { Calendar, EditEventBody, EventBody } from '@contract/schedule'
import { createEvent, editEvent, listCalendars, type EditScope } from '@/features/schedule/api'
import { pickerRange } from '@/features/schedule/date-range'
import { instantOfWall } from '@/features/schedule/month'
import { describeRepeat, toRrule } from '@/features/schedule/repeat'
import { remindersText } from '@/features/schedule/reminder-options'
import { scheduleFeature, type EventDraft } from '@/features/schedule/schedule-store'
import { SubmitButton } from '@/components/submit-button'
import './schedule-form.scss'

const POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps
const SCOPES: ReadonlyArray<{ scope: EditScope; label: string }> = [
  { scope: 'this', label: '仅此日程' },
  { scope: 'following', label: '此日程及以后' },
  { scope: 'all', label: '所有日程' },
]

/** Instants the server takes for the draft's wall times (an all-day event spans whole days of its zone). */
export function draftTimes(d: EventDraft) {
  if (d.allDay) {
    const first = d.start.slice(0, 10)
    const last = dayjs(d.end.slice(0, 10)).add(1, 'day').format('YYYY-MM-DD')
    return { start: instantOfWall(`${first} 00:00`, d.timeZone), end: instantOfWall(`${last} 00:00`, d.timeZone) }
  }
  return { start: instantOfWall(d.start, d.timeZone), end: instantOfWall(d.end, d.timeZone) }
}

/** Asks which occurrences an edit or delete of a repeating event applies to; undefined when cancelled. */
export async function askScope(): Promise<EditScope | undefined> {
  try {
    const { tapIndex } = await Taro.showActionSheet({ itemList: SCOPES.map((s) => s.label) })
    return SCOPES[tapIndex]?.scope
  } catch {
    return undefined
  }
}

/** Where the form's calendars come from and where it saves; a division workbench passes its own. */
export interface EventFormSource {
  calendars: () => Promise<Array<Pick<Calendar, 'id' | 'name' | 'color'> & { isDefault?: boolean }>>
  create: (body: EventBody) => Promise<unknown>
  edit: (body: EditEventBody) => Promise<unknown>
}

const OWN_CALENDARS: EventFormSource = {
  calendars: async () => (await listCalendars()).mine,
  create: createEvent,
  edit: editEvent,
}

/** 新建日程 / 编辑日程 on the draft in the schedule store; repeat, zone, reminders and attendees are edited on their own pages. */
export const EventForm = observer(function EventForm({ source = OWN_CALENDARS }: { source?: EventFormSource }) {
  const { timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  const draft = schedule.draft!
  const range = useMemo(() => pickerRange(), [])
  const [calendars, setCalendars] = useState<Awaited<ReturnType<EventFormSource['calendars']>> | null>(null)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [picking, setPicking] = useState<'start' | 'end' | null>(null)

  const load = async () => {
    setLoadError(null)
    try {
      const mine = await source.calendars()
      setCalendars(mine)
      if (draft.calendarId === null) schedule.update({ calendarId: (mine.find((c) => c.isDefault) ?? mine[0])?.id ?? null })
    } catch (e) {
      setLoadError(e)
    }
  }
  useEffect(() => {
    void load()
  }, [])

  const times = draftTimes(draft)
  const problem = !draft.title.trim()
    ? '请输入日程标题'
    : times.end < times.start
      ? '结束时间不能早于开始时间'
      : draft.calendarId === null
        ? '请选择日历'
        : null

  const save = useSubmit(
    async (scope: EditScope) => {
      const body = {
        calendarId: draft.calendarId!,
        title: draft.title.trim(),
        allDay: draft.allDay,
        start: times.start.toISOString(),
        end: times.end.toISOString(),
        timeZone: draft.timeZone,
        location: draft.location.trim(),
        notes: draft.notes.trim(),
        rrule: toRrule(draft.repeat, dayjs(draft.start)),
        reminders: draft.reminders,
        attendees: draft.attendees.map((a) => a.username),
      }
      const editing = draft.editing
      if (!editing) return await source.create(body)
      // "This one" keeps the series' rule; "this and following" may change it for the new half.
      const saved = await source.edit({
        ...body,
        id: editing.id,
        scope,
        ...(scope !== 'all' && editing.recurrenceId ? { recurrenceId: editing.recurrenceId } : {}),
      })
      const savedId = (saved as { id?: unknown } | null)?.id
      schedule.noteEventSaved(editing.id, typeof savedId === 'number' ? savedId : undefined)
      return saved
    },
    {
      validate: () => problem,
      failure: '保存失败',
      success: '已保存',
      onSuccess: () => {
        schedule.markChanged()
        schedule.clearDraft()
      },
      then: 'back',
    },
  )

  // A repeating event asks first which occurrences the change is for.
  const submit = async () => {
    const editing = draft.editing
    const scope = editing?.repeating && editing.recurrenceId && !problem ? await askScope() : 'all'
    if (scope) await save.run(scope)
  }

  const onPicked = (values: PickerValue[]) => {
    const [y, m, d, h = 0, min = 0] = (values as Array<string | number>).map(Number)
    const text = dayjs(new Date(y!, m! - 1, d!, h, min)).format('YYYY-MM-DD HH:mm')
    if (picking === 'start') schedule.moveStart(text)
    else if (picking === 'end') schedule.update({ end: text })
  }
  const shown = (wall: string) => (draft.allDay ? wall.slice(0, 10) : wall)
  const calendar = calendars?.find((c) => c.id === draft.calendarId)

  const footer = (
    <View className="schedule-form__footer schedule-form__footer--inset">
      <SubmitButton submit={save} type="primary" block disabled={calendars === null} onClick={() => void submit()} data-testid="event-save">
        保存
      </SubmitButton>
    </View>
  )

  return (
    <PageShell
      loading={calendars === null && !loadError}
      skeleton={<ListSkeleton count={2} />}
      error={loadError}
      onRetry={() => void load()}
      footer={footer}
    >
      <Cell.Group>
        <Cell
          title="标题"
          description={
            <Input
              value={draft.title}
              onChange={(title) => schedule.update({ title })}
              maxLength={100}
              placeholder="请输入日程标题"
              aria-label="标题"
            />
          }
        />
        <Cell title="全天" extra={<Switch checked={draft.allDay} onChange={(allDay) => schedule.update({ allDay })} aria-label="全天" />} />
        <NavCell title="开始" extra={shown(draft.start)} clickable onClick={() => setPicking('start')} testId="pick-start" />
        <NavCell title="结束" extra={shown(draft.end)} clickable onClick={() => setPicking('end')} testId="pick-end" />
        <NavCell
          title="时区"
          extra={timezone.nameOf(draft.timeZone, times.start)}
          clickable
          onClick={() => void nav.to('timeArea', { target: 'event' })}
          testId="pick-zone"
        />
        <NavCell
          title="重复"
          extra={describeRepeat(draft.repeat, dayjs(draft.start))}
          clickable
          onClick={() => void nav.to('personSet')}
          testId="pick-repeat"
        />
        <NavCell
          title="提醒"
          extra={remindersText(draft.reminders)}
          clickable
          onClick={() => void nav.to('scheduleNotice')}
          testId="pick-reminders"
        />
        <NavCell
          title="参与人"
          extra={draft.attendees.length ? draft.attendees.map((a) => a.name).join('、') : '邀请同事或同学'}
          clickable
          onClick={() => void nav.to('personDetail')}
          testId="pick-attendees"
        />
      </Cell.Group>
      <Cell.Group>
        <Cell
          title="地点"
          description={
            <Input
              value={draft.location}
              onChange={(location) => schedule.update({ location })}
              maxLength={100}
              placeholder="请输入地点（选填）"
              aria-label="地点"
            />
          }
        />
        <Cell
          title="备注"
          description={
            <TextArea
              value={draft.notes}
              onChange={(notes) => schedule.update({ notes })}
              maxLength={1000}
              rows={3}
              placeholder="请输入备注（选填）"
              aria-label="备注"
            />
          }
        />
      </Cell.Group>
      <View className="schedule-form__label schedule-form__label--inset">日历{calendar ? `：${calendar.name}` : ''}</View>
      <View className="schedule-form__calendars schedule-form__calendars--inset" role="radiogroup">
        {(calendars ?? []).map((c) => (
          <View
            key={c.id}
            {...radioRole(draft.calendarId === c.id)}
            className={draft.calendarId === c.id ? 'schedule-form__calendar schedule-form__calendar--on' : 'schedule-form__calendar'}
            onClick={() => schedule.update({ calendarId: c.id })}
          >
            <View className="schedule-form__swatch" style={{ background: c.color }} />
            <Text>{c.name}</Text>
          </View>
        ))}
      </View>
      {problem === '结束时间不能早于开始时间' ? (
        <Text className="schedule-form__error schedule-form__error--inset" {...ALERT_ROLE}>
          {problem}
        </Text>
      ) : null}
      <DatePicker
        visible={picking !== null}
        title={picking === 'end' ? '结束时间' : '开始时间'}
        type={draft.allDay ? 'date' : 'datetime'}
        showChinese
        startDate={range.start}
        endDate={range.end}
        value={dayjs(picking === 'end' ? draft.end : draft.start).toDate()}
        pickerProps={{ popupProps: POPUP }}
        onConfirm={(_o: PickerOption[], values: PickerValue[]) => onPicked(values)}
        onClose={() => setPicking(null)}
      />
    </PageShell>
  )
})
