import { useRef, useState } from 'react'
import { Drawer, Popconfirm, Space, Tag, Typography } from 'antd'
import { PageContainer, ProFormColorPicker, ProFormText, ProFormTextArea, type ActionType } from '@ant-design/pro-components'
import type { CalendarSaveBody, ConsoleCalendar, ConsoleCalendarEvent } from '@contract/admin-calendars'
import { CALENDAR_STATE_LABELS, type CalendarState } from '@contract/public-calendar-rules'
import { calendarsApi } from '../../api/operations'
import { RecordTable } from '../../components/record-table'
import { describeEvent, eventBody, EventFields, eventInitial, type EventForm } from './calendar-event-form'

const STATE_COLOR: Record<CalendarState, string> = { draft: 'default', published: 'green', withdrawn: 'orange' }
const colorOf = (value: unknown) =>
  typeof value === 'string' ? value : ((value as { toHexString?: () => string })?.toHexString?.() ?? '#ED663F')

/** A calendar's events: one row per event or repeating series; create, edit (the whole series), delete. */
function CalendarEvents({ calendar, onClose }: { calendar: ConsoleCalendar; onClose: () => void }) {
  return (
    <Drawer title={`${calendar.name}：日程`} width={860} open onClose={onClose} destroyOnClose>
      <RecordTable<ConsoleCalendarEvent, EventForm>
        name="日程"
        load={() => calendarsApi.publicCalendarEvents({ calendarId: calendar.id })}
        columns={({ edit, write }) => [
          { title: '标题', dataIndex: 'title', width: 200 },
          { title: '时间与重复', render: (_, event) => describeEvent(event) },
          { title: '地点', dataIndex: 'location', width: 140 },
          {
            title: '操作',
            width: 120,
            render: (_, event) => (
              <Space>
                <a onClick={() => edit(event)}>编辑</a>
                <Popconfirm
                  title="删除这个日程？"
                  description={event.rrule ? '重复日程的每一次都会删除。' : undefined}
                  okText="删除"
                  cancelText="取消"
                  onConfirm={() => write(() => calendarsApi.publicCalendarEventDelete({ id: event.id }), '已删除')}
                >
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
        editor={{
          title: (event) => (event ? '编辑日程' : '新建日程'),
          initial: (event) => eventInitial(event),
          fields: () => <EventFields />,
          save: (values, event) => calendarsApi.publicCalendarEventSave(eventBody(values, calendar.id, event?.id)),
        }}
      />
    </Drawer>
  )
}

/**
 * 公共日历: the institution's calendars people subscribe to in the schedule centre (校历, 考试周 …). A new one is a draft
 * nobody sees; 发布 lists it; 撤回 takes it and its events out of every subscriber's schedule.
 */
export default function PublicCalendars() {
  const [events, setEvents] = useState<ConsoleCalendar>()
  const table = useRef<ActionType>()
  return (
    <PageContainer>
      <RecordTable<ConsoleCalendar, CalendarSaveBody>
        actionRef={table}
        name="公共日历"
        load={() => calendarsApi.publicCalendarList()}
        columns={({ edit, write }) => [
          {
            title: '名称',
            dataIndex: 'name',
            width: 180,
            render: (_, calendar) => (
              <Space>
                <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: calendar.color }} />
                {calendar.name}
              </Space>
            ),
          },
          { title: '说明', dataIndex: 'description', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (_, calendar) => <Tag color={STATE_COLOR[calendar.state]}>{CALENDAR_STATE_LABELS[calendar.state]}</Tag>,
          },
          { title: '日程数', dataIndex: 'eventCount', width: 80 },
          { title: '订阅人数', dataIndex: 'subscriberCount', width: 90 },
          {
            title: '操作',
            width: 200,
            render: (_, calendar) => (
              <Space>
                <a onClick={() => edit(calendar)}>编辑</a>
                <a onClick={() => setEvents(calendar)}>日程</a>
                {calendar.state === 'published' ? (
                  <Popconfirm
                    title="撤回这个日历？"
                    description={`撤回后 ${calendar.subscriberCount} 位订阅者的日程中不再显示它的日程。`}
                    okText="撤回"
                    cancelText="取消"
                    onConfirm={() => write(() => calendarsApi.publicCalendarState({ id: calendar.id, state: 'withdrawn' }), '已撤回')}
                  >
                    <a>撤回</a>
                  </Popconfirm>
                ) : (
                  <Popconfirm
                    title="发布这个日历？"
                    description="发布后所有人都能在日程中心订阅它。"
                    okText="发布"
                    cancelText="取消"
                    onConfirm={() => write(() => calendarsApi.publicCalendarState({ id: calendar.id, state: 'published' }), '已发布')}
                  >
                    <a>发布</a>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
        editor={{
          title: (calendar) => (calendar ? '编辑公共日历' : '新建公共日历'),
          initial: (calendar) =>
            calendar ? { name: calendar.name, color: calendar.color, description: calendar.description } : { color: '#ED663F' },
          fields: (calendar) => (
            <>
              {!calendar && <Typography.Paragraph type="secondary">新建的日历是草稿，发布后才会出现在日程中心。</Typography.Paragraph>}
              <ProFormText
                name="name"
                label="名称"
                fieldProps={{ maxLength: 30 }}
                rules={[{ required: true, whitespace: true, message: '请填写日历名称' }]}
              />
              <ProFormColorPicker name="color" label="颜色" />
              <ProFormTextArea name="description" label="说明" fieldProps={{ maxLength: 200, rows: 2 }} />
            </>
          ),
          save: (values, calendar) =>
            calendarsApi.publicCalendarSave({
              id: calendar?.id,
              name: values.name.trim(),
              color: colorOf(values.color).slice(0, 7).toUpperCase(),
              description: values.description?.trim() ?? '',
            }),
        }}
      />
      {events && (
        <CalendarEvents
          calendar={events}
          onClose={() => {
            setEvents(undefined)
            // The list's event counts follow what was done in the drawer.
            void table.current?.reload()
          }}
        />
      )}
    </PageContainer>
  )
}
