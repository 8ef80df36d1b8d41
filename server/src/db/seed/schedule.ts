import chineseDays from 'chinese-days'
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, scheduleCalendars, scheduleEvents, scheduleSubscriptions } from '../schema/index'
import { ensureDefaultCalendar } from '../../lib/schedule/calendars-repository'
import { insertEvent } from '../../lib/schedule/events-repository'
import { instantOf } from '../../lib/schedule/zoned-time'

const ZONE = 'Asia/Shanghai'
const DAY = 86_400_000
const TEACHING_WEEKS = 18

/** Public calendars of the demo institution (the division one belongs to 计算机科学与技术学院). */
const PUBLIC_CALENDARS = [
  { code: 'academic', name: '校历·教学周', color: '#4A7BF7', description: '本学期教学周、开学与放假安排' },
  { code: 'exams', name: '考试周', color: '#E94B3C', description: '期中、期末考试周与补考安排' },
  { code: 'holidays', name: '法定节假日', color: '#2DB87D', description: '国务院办公厅公布的放假安排与调休上班日' },
  { code: 'sfdx-cs', name: '计算机学院日历', color: '#9B59B6', description: '学院例会、讲座与学术报告', ownerOrgCode: 'sfdx-cs' },
] as const

/** Shanghai midnight of a YYYY-MM-DD day. */
const midnight = (day: string) => instantOf(new Date(`${day}T00:00:00Z`), ZONE)
const at = (day: string, time: string) => instantOf(new Date(`${day}T${time}:00Z`), ZONE)
const dayOf = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (day: string, n: number) => dayOf(new Date(new Date(`${day}T00:00:00Z`).getTime() + n * DAY))

/** First Monday of the current term: autumn from September, spring from late February. */
export function termStart(now: Date): string {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() + 1
  const from = month >= 8 ? `${year}-09-01` : month === 1 ? `${year - 1}-09-01` : `${year}-02-23`
  return addDays(from, (8 - new Date(`${from}T00:00:00Z`).getUTCDay()) % 7)
}

const allDay = (calendarId: number, title: string, first: string, days = 1, notes = '') => ({
  calendarId,
  title,
  allDay: true,
  startAt: midnight(first),
  endAt: midnight(addDays(first, days)),
  timeZone: ZONE,
  notes,
  uid: `${title}-${first}@sfdx`,
})

/** Holidays and 调休 workdays from `chinese-days` (maintained from the State Council's notices), one event per run of days. */
function holidayEvents(calendarId: number, from: string, days: number) {
  const events: Array<ReturnType<typeof allDay>> = []
  let run: { name: string; work: boolean; first: string; days: number } | undefined
  const flush = () => {
    if (run) events.push(allDay(calendarId, run.work ? `${run.name} 调休上班` : `${run.name} 放假`, run.first, run.days))
    run = undefined
  }
  for (let i = 0; i < days; i++) {
    const day = addDays(from, i)
    const detail = chineseDays.getDayDetail(day)
    const parts = detail.name.split(',')
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())
    // A named holiday: its days off, and weekend days that are workdays (调休).
    const special = parts.length === 3 && (!detail.work || weekend)
    if (!special) {
      flush()
      continue
    }
    const name = parts[1]!
    if (run && run.name === name && run.work === detail.work && addDays(run.first, run.days) === day) run.days++
    else {
      flush()
      run = { name, work: detail.work, first: day, days: 1 }
    }
  }
  flush()
  return events
}

async function seedPublicCalendars(db: Database, now: Date) {
  const found = await db.select({ id: scheduleCalendars.id }).from(scheduleCalendars).where(eq(scheduleCalendars.code, 'academic'))
  if (found.length) return
  const rows = await db
    .insert(scheduleCalendars)
    .values(
      PUBLIC_CALENDARS.map((c) => ({
        ownerKind: 'ownerOrgCode' in c ? ('division' as const) : ('public' as const),
        ownerOrgCode: 'ownerOrgCode' in c ? c.ownerOrgCode : null,
        code: c.code,
        name: c.name,
        color: c.color,
        description: c.description,
      })),
    )
    .onConflictDoNothing()
    .returning()
  const id = (code: string) => rows.find((r) => r.code === code)!.id
  const start = termStart(now)
  const events = [
    ...Array.from({ length: TEACHING_WEEKS }, (_, i) => allDay(id('academic'), `第${i + 1}教学周`, addDays(start, i * 7), 7)),
    allDay(id('academic'), '开学报到', addDays(start, -2), 2, '新老生报到注册，请按学院安排到校'),
    allDay(id('academic'), '寒暑假开始', addDays(start, 20 * 7), 1),
    allDay(id('exams'), '期中考试周', addDays(start, 8 * 7), 5, '各课程期中考试，具体安排见教务系统'),
    allDay(id('exams'), '期末考试周', addDays(start, TEACHING_WEEKS * 7), 12, '期末考试，考场与座位号见教务系统'),
    allDay(id('exams'), '补考', addDays(start, 20 * 7 + 1), 3),
    ...holidayEvents(id('holidays'), `${now.getUTCFullYear()}-01-01`, 730),
  ]
  for (const event of events) await insertEvent(db, event, null, now)
  const weekly = (title: string, weekday: string, time: string, until: string, location: string) => ({
    calendarId: id('sfdx-cs'),
    title,
    allDay: false,
    startAt: at(addDays(start, ['MO', 'TU', 'WE', 'TH', 'FR'].indexOf(weekday)), time),
    endAt: new Date(at(addDays(start, ['MO', 'TU', 'WE', 'TH', 'FR'].indexOf(weekday)), time).getTime() + 90 * 60_000),
    timeZone: ZONE,
    location,
    rrule: `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday};UNTIL=${until}`,
  })
  const termEnd = addDays(start, TEACHING_WEEKS * 7).replace(/-/g, '')
  await insertEvent(db, weekly('学院学术报告会', 'TH', '15:00', termEnd, '计算机楼 报告厅'), null, now)
}

/** Demo schedules: the student's classes and club, the teacher's meetings, in their own calendars. */
async function seedPersonalEvents(db: Database, now: Date) {
  const people = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.username, ['2026001', 't1001']))
  const student = people.find((p) => p.username === '2026001')
  const teacher = people.find((p) => p.username === 't1001')
  if (!student || !teacher) return
  const start = termStart(now)
  const until = addDays(start, TEACHING_WEEKS * 7).replace(/-/g, '')
  const mine = await ensureDefaultCalendar(db, student.id)
  const seeded = await db.select({ id: scheduleEvents.id }).from(scheduleEvents).where(eq(scheduleEvents.calendarId, mine.id)).limit(1)
  if (seeded.length) return
  const [study] = await db
    .insert(scheduleCalendars)
    .values({ ownerKind: 'person', ownerAccountId: student.id, name: '课程学习', color: '#F5A623' })
    .returning()
  const lesson = (
    calendarId: number,
    title: string,
    day: number,
    from: string,
    minutes: number,
    location: string,
    rrule: string | null,
    reminders: number[] = [],
  ) => ({
    calendarId,
    title,
    allDay: false,
    startAt: at(addDays(start, day), from),
    endAt: new Date(at(addDays(start, day), from).getTime() + minutes * 60_000),
    timeZone: ZONE,
    location,
    rrule,
    reminders,
  })
  const studentEvents = [
    lesson(study!.id, '数据结构', 1, '08:00', 95, '教学楼 A203', `FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=${until}`, [15]),
    lesson(study!.id, '高等数学（下）', 0, '10:00', 95, '教学楼 B105', `FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=${until}`, [15]),
    lesson(study!.id, '大学英语', 4, '14:00', 95, '外语楼 301', `FREQ=WEEKLY;BYDAY=FR;UNTIL=${until}`),
    lesson(mine.id, '班会', 0, '19:00', 60, '教学楼 A101', `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;UNTIL=${until}`, [30]),
    lesson(mine.id, '羽毛球社活动', 2, '18:30', 90, '体育馆 2 号场', 'FREQ=WEEKLY;BYDAY=WE;COUNT=12'),
    lesson(mine.id, '图书馆还书', 25, '12:00', 30, '图书馆 总服务台', null, [1440]),
  ]
  for (const event of studentEvents) await insertEvent(db, event, student.id, now)
  const office = await ensureDefaultCalendar(db, teacher.id)
  const teacherEvents = [
    lesson(office.id, '软件工程系教研室例会', 2, '14:00', 60, '计算机楼 508', `FREQ=WEEKLY;BYDAY=WE;UNTIL=${until}`, [15]),
    lesson(office.id, '软件工程（讲授）', 1, '10:00', 95, '教学楼 A305', `FREQ=WEEKLY;BYDAY=TU,FR;UNTIL=${until}`, [30]),
    lesson(office.id, '研究生组会', 3, '16:00', 120, '计算机楼 612', 'FREQ=WEEKLY;BYDAY=TH', [60]),
  ]
  for (const event of teacherEvents) await insertEvent(db, event, teacher.id, now)
  const subscribe = await db
    .select({ id: scheduleCalendars.id })
    .from(scheduleCalendars)
    .where(inArray(scheduleCalendars.code, ['academic', 'holidays']))
  await db
    .insert(scheduleSubscriptions)
    .values(subscribe.map((c) => ({ accountId: student.id, calendarId: c.id })))
    .onConflictDoNothing()
}

/** The schedule centre's demo data; idempotent. */
export async function seedSchedule(db: Database, now = new Date()): Promise<void> {
  await seedPublicCalendars(db, now)
  await seedPersonalEvents(db, now)
}
