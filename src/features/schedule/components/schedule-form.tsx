import { useEffect, useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Cell, DatePicker, Input, TextArea } from '@nutui/nutui-react-taro'
import type { PickerOption, PickerValue } from '@nutui/nutui-react-taro/dist/es/types/spec/picker/base'
import type { TaroPopupProps } from '@nutui/nutui-react-taro/dist/es/types/spec/popup/taro'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { TEXTAREA_MAX_LENGTH } from '@/components/constants'
import { radioRole, ALERT_ROLE } from '@/components/a11y'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields, type FieldRules } from '@/components/use-form-fields'
import { LAYERS } from '@/styles/layers'
import { addToCalendar } from '@/lib/bridge'
import { nav } from '@/routes/nav'
import type * as scheduleApi from '@/features/schedule/api'
import type { PersonalCalendar } from '@contract/message-center'
import { clampToRange, defaultSlot, formatDateTime, pickerRange } from '@/features/schedule/date-range'
import { fromPickerValues, toPickerDate } from '@/lib/portal-time'
import { SubmitButton } from '@/components/submit-button'
import './schedule-form.scss'

const POPUP = { zIndex: LAYERS.popup } as unknown as TaroPopupProps

export interface ScheduleSource {
  type: 'message' | 'task'
  id: number
  title: string
  remark?: string
}

type Which = 'start' | 'end' | null

interface ScheduleFields {
  title: string
  start: Date
  end: Date
  place: string
  remark: string
  calendarId: number | null
}

const NO_CALENDAR = '请选择日历'

const SCHEDULE_RULES: FieldRules<ScheduleFields> = {
  title: [required('请输入日程标题')],
  end: [{ validator: (end, { start }) => !(end < start), message: '结束时间不能早于开始时间' }],
  calendarId: [{ validator: (id) => id != null, message: NO_CALENDAR }],
}

/** The schedule calls (the message centre's service); the page passes them in. */
export type ScheduleApi = Pick<typeof scheduleApi, 'createSchedule' | 'getPersonalCalendarList'>

/** A new schedule entry made from a message or a task: title, time (±10 years), place, remark and calendar. */
export function ScheduleForm({ source, showCancel, api }: { source: ScheduleSource; showCancel: boolean; api: ScheduleApi }) {
  const range = useMemo(() => pickerRange(), [])
  const slot = useMemo(() => defaultSlot(), [])
  const form = useFormFields<ScheduleFields>(
    () => ({ title: source.title, start: slot.start, end: slot.end, place: '', remark: source.remark ?? '', calendarId: null }),
    { rules: SCHEDULE_RULES },
  )
  const { title, start, end, place, remark, calendarId } = form.values
  const [calendars, setCalendars] = useState<PersonalCalendar[] | null>(null)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [picking, setPicking] = useState<Which>(null)

  const load = async () => {
    setLoadError(null)
    try {
      const list = await api.getPersonalCalendarList()
      setCalendars(list)
      form.setValues({ calendarId: (list.find((c) => c.isDefault) ?? list[0])?.id ?? null })
    } catch (e) {
      setLoadError(e)
    }
  }
  useEffect(() => {
    void load()
  }, [])

  const save = useSubmit(
    () =>
      api.createSchedule({
        title: title.trim(),
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        place: place.trim() || undefined,
        remark: remark.trim() || undefined,
        calendarId: calendarId!,
        sourceType: source.type,
        sourceId: source.id > 0 ? source.id : undefined,
      }),
    { validate: form.validate, failure: '添加失败', success: '已添加到日程', then: 'back' },
  )

  const toSystem = useSubmit(
    () => addToCalendar({ title: title.trim(), start, end, location: place.trim() || undefined, notes: remark.trim() || undefined }),
    {
      validate: () => {
        const problem = form.validate()
        return problem !== NO_CALENDAR ? problem : null
      },
      failure: '添加到系统日历失败',
      success: (outcome) => (outcome.supported ? '已添加到系统日历' : '当前环境不支持添加到系统日历'),
    },
  )

  const onPicked = (values: PickerValue[]) => {
    const picked = clampToRange(fromPickerValues(values as (string | number)[]), range)
    if (picking === 'start') {
      const length = end.getTime() - start.getTime()
      form.setValues({ start: picked, ...(end <= picked ? { end: new Date(picked.getTime() + Math.max(length, 3600_000)) } : {}) })
    } else if (picking === 'end') form.setValues({ end: picked })
  }

  const footer = (
    <View className="schedule-form__footer">
      <Button
        className="schedule-form__system"
        fill="outline"
        type="primary"
        disabled={toSystem.busy}
        onClick={() => void toSystem.run()}
        data-testid="to-system-calendar"
      >
        添加到系统日历
      </Button>
      {showCancel ? (
        <Button fill="outline" onClick={() => void nav.back()}>
          取消
        </Button>
      ) : null}
      <SubmitButton submit={save} type="primary" disabled={calendars === null} data-testid="schedule-save">
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
          description={<Input value={title} onChange={form.set('title')} maxLength={100} placeholder="请输入日程标题" aria-label="标题" />}
        />
        <Cell title="开始时间" extra={formatDateTime(start)} clickable onClick={() => setPicking('start')} data-testid="pick-start" />
        <Cell title="结束时间" extra={formatDateTime(end)} clickable onClick={() => setPicking('end')} data-testid="pick-end" />
        <Cell
          title="地点"
          description={
            <Input value={place} onChange={form.set('place')} maxLength={100} placeholder="请输入地点（选填）" aria-label="地点" />
          }
        />
        <Cell
          title="备注"
          description={
            <TextArea
              value={remark}
              onChange={form.set('remark')}
              maxLength={TEXTAREA_MAX_LENGTH}
              showCount
              rows={3}
              placeholder="请输入备注（选填）"
              aria-label="备注"
            />
          }
        />
      </Cell.Group>
      <View className="schedule-form__label">日历</View>
      <View className="schedule-form__calendars" role="radiogroup">
        {(calendars ?? []).map((c) => (
          <View
            key={c.id}
            {...radioRole(calendarId === c.id)}
            className={calendarId === c.id ? 'schedule-form__calendar schedule-form__calendar--on' : 'schedule-form__calendar'}
            onClick={() => form.setValues({ calendarId: c.id })}
          >
            <View className="schedule-form__swatch" style={{ background: c.color }} />
            <Text>{c.name}</Text>
          </View>
        ))}
      </View>
      {end < start ? (
        <Text className="schedule-form__error" {...ALERT_ROLE}>
          结束时间不能早于开始时间
        </Text>
      ) : null}
      <DatePicker
        visible={picking !== null}
        title={picking === 'end' ? '结束时间' : '开始时间'}
        type="datetime"
        showChinese
        startDate={range.start}
        endDate={range.end}
        value={toPickerDate(picking === 'end' ? end : start)}
        pickerProps={{ popupProps: POPUP }}
        onConfirm={(_o: PickerOption[], values: PickerValue[]) => onPicked(values)}
        onClose={() => setPicking(null)}
      />
    </PageShell>
  )
}
