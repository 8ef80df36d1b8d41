import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, divisionCalendars, scheduleAttendees, scheduleCalendars } from '../schema/index'
import { insertEvent } from '../../lib/schedule/events-repository'

const ZONE = 'Asia/Shanghai'
const DAY = 24 * 3600 * 1000
/** China keeps UTC+8 all year, so a wall time there is this many ms ahead of UTC. */
const SHANGHAI_OFFSET = 8 * 3600 * 1000

/** Monday 00:00 (Shanghai) of the week holding `now`, as the date part `YYYY-MM-DD`. */
export function weekMonday(now: Date): string {
  const wall = new Date(now.getTime() + SHANGHAI_OFFSET)
  const back = (wall.getUTCDay() + 6) % 7
  return new Date(wall.getTime() - back * DAY).toISOString().slice(0, 10)
}
const at = (monday: string, dayOffset: number, time: string) =>
  new Date(new Date(`${monday}T${time}:00Z`).getTime() + dayOffset * DAY - SHANGHAI_OFFSET)

interface SeedEvent {
  calendar: 'leaders' | 'unit'
  day: number
  start: string
  end: string
  title: string
  location: string
  attendees: string[]
  rrule?: string
  notes?: string
}

/**
 * The leaders are the demo teachers and the division staff seeded by `seedDivisions` (王芳 and 刘洋 lead
 * 计算机科学与技术学院, 张伟 and 陈雪 经济管理学院, 孙丽 and 马超 教务处): a leader's events name them as attendees.
 */
const WEEKS: { code: string; unitName: string; events: SeedEvent[] }[] = [
  {
    code: 'sfdx-cs',
    unitName: '计算机学院',
    events: [
      {
        calendar: 'leaders',
        day: 0,
        start: '08:30',
        end: '10:00',
        title: '院务会',
        location: '计算机楼 A501 会议室',
        attendees: ['t1001', 't3101'],
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
        notes: '每周一例会：通报上周工作，部署本周重点。',
      },
      {
        calendar: 'leaders',
        day: 1,
        start: '14:30',
        end: '16:30',
        title: '本科教学审核评估迎评推进会',
        location: '行政楼 302',
        attendees: ['t1001'],
      },
      {
        calendar: 'leaders',
        day: 2,
        start: '09:00',
        end: '11:30',
        title: '走访合作企业（软件园）',
        location: '高新区软件园',
        attendees: ['t1001', 't3101'],
      },
      {
        calendar: 'leaders',
        day: 3,
        start: '15:00',
        end: '17:00',
        title: '研究生培养方案修订讨论',
        location: '计算机楼 A501 会议室',
        attendees: ['t3101'],
      },
      {
        calendar: 'leaders',
        day: 4,
        start: '10:00',
        end: '11:00',
        title: '接待兄弟院校来访',
        location: '计算机楼一楼大厅',
        attendees: ['t1001'],
      },
      { calendar: 'unit', day: 2, start: '14:00', end: '17:00', title: '学院教职工大会', location: '计算机楼报告厅', attendees: [] },
      {
        calendar: 'unit',
        day: 4,
        start: '19:00',
        end: '21:00',
        title: '人工智能前沿学术讲座',
        location: '计算机楼报告厅',
        attendees: ['t3102'],
      },
    ],
  },
  {
    code: 'sfdx-em',
    unitName: '经管学院',
    events: [
      {
        calendar: 'leaders',
        day: 0,
        start: '09:00',
        end: '10:30',
        title: '院务会',
        location: '经管楼 301 会议室',
        attendees: ['t1002', 't3301'],
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      },
      {
        calendar: 'leaders',
        day: 1,
        start: '10:00',
        end: '11:30',
        title: 'MBA 项目招生工作会',
        location: '经管楼 305',
        attendees: ['t1002'],
      },
      {
        calendar: 'leaders',
        day: 3,
        start: '14:00',
        end: '16:00',
        title: '会计学专业认证材料审定',
        location: '经管楼 301 会议室',
        attendees: ['t1002', 't3301'],
      },
      { calendar: 'unit', day: 2, start: '15:00', end: '17:00', title: '博士生学术论坛', location: '经管楼报告厅', attendees: ['t3301'] },
      { calendar: 'unit', day: 4, start: '14:30', end: '16:00', title: '学院安全工作检查', location: '经管楼各实验室', attendees: [] },
    ],
  },
  {
    code: 'sfdx-jwc',
    unitName: '教务处',
    events: [
      {
        calendar: 'leaders',
        day: 0,
        start: '08:30',
        end: '09:30',
        title: '处务会',
        location: '行政楼 210',
        attendees: ['t3201', 't3202'],
        rrule: 'FREQ=WEEKLY;BYDAY=MO',
      },
      {
        calendar: 'leaders',
        day: 1,
        start: '09:00',
        end: '11:00',
        title: '期末考试工作部署会',
        location: '行政楼 302',
        attendees: ['t3201'],
      },
      {
        calendar: 'leaders',
        day: 3,
        start: '14:30',
        end: '16:30',
        title: '教学督导组听课反馈会',
        location: '行政楼 210',
        attendees: ['t3202'],
      },
      {
        calendar: 'unit',
        day: 2,
        start: '09:00',
        end: '12:00',
        title: '教务系统选课功能演练',
        location: '网络与信息中心机房',
        attendees: ['t3202'],
      },
    ],
  },
]

const CALENDARS = [
  { key: 'leaders', name: '领导日程', color: '#C0392B', description: '单位领导的公务活动安排' },
  { key: 'unit', name: '单位日程', color: '#2471A3', description: '单位的会议、讲座和集体活动' },
] as const

/** Each demo division's 领导日程 and 单位日程 with this week's events (once: skipped when the calendars exist). */
export async function seedDivisionSchedule(db: Database, now = new Date()): Promise<void> {
  const usernames = [...new Set(WEEKS.flatMap((w) => w.events.flatMap((e) => e.attendees)))]
  const people = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, usernames))
  const idOf = new Map(people.map((p) => [p.username, p.id]))
  const monday = weekMonday(now)
  for (const week of WEEKS) {
    const existing = await db.select().from(divisionCalendars).where(eq(divisionCalendars.orgCode, week.code))
    if (existing.length) continue
    const calendarIds = new Map<string, number>()
    for (const [sort, c] of CALENDARS.entries()) {
      const [row] = await db
        .insert(scheduleCalendars)
        .values({
          ownerKind: 'division',
          ownerOrgCode: week.code,
          name: c.name,
          color: c.color,
          description: `${week.unitName}${c.description}`,
        })
        .returning()
      await db.insert(divisionCalendars).values({ calendarId: row!.id, orgCode: week.code, sort })
      calendarIds.set(c.key, row!.id)
    }
    for (const e of week.events) {
      const event = await insertEvent(
        db,
        {
          calendarId: calendarIds.get(e.calendar)!,
          title: e.title,
          allDay: false,
          startAt: at(monday, e.day, e.start),
          endAt: at(monday, e.day, e.end),
          timeZone: ZONE,
          location: e.location,
          notes: e.notes ?? '',
          rrule: e.rrule ?? null,
          reminders: [30],
        },
        idOf.get(e.attendees[0] ?? '') ?? null,
        now,
      )
      const attendees = e.attendees.map((u) => idOf.get(u)).filter((id): id is string => Boolean(id))
      if (attendees.length) {
        await db
          .insert(scheduleAttendees)
          .values(attendees.map((accountId) => ({ eventId: event.id, accountId, answer: 'accepted' as const })))
      }
    }
  }
}
