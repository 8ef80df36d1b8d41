// The demo institution's campus systems (grades, library, card, classrooms, network, research): data
// generated from the username, so every demo account sees its own, stable records on a fresh machine.

/** A small seeded generator (mulberry32) so a user's records are the same on every visit. */
function seeded(text: string) {
  let h = 1779033703
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353) >>> 0
  return () => {
    h = (h + 0x6d2b79f5) >>> 0
    let t = h
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const COURSES: Record<string, { name: string; credit: number }[]> = {
  cs: [
    { name: '高等数学（上）', credit: 5 },
    { name: '程序设计基础', credit: 4 },
    { name: '大学英语（一）', credit: 3 },
    { name: '思想道德与法治', credit: 3 },
    { name: '线性代数', credit: 3 },
    { name: '数据结构', credit: 4 },
    { name: '离散数学', credit: 3 },
    { name: '计算机组成原理', credit: 4 },
    { name: '大学物理', credit: 4 },
  ],
  em: [
    { name: '微观经济学', credit: 3 },
    { name: '管理学原理', credit: 3 },
    { name: '会计学基础', credit: 3 },
    { name: '统计学', credit: 3 },
    { name: '高级计量经济学', credit: 3 },
    { name: '组织行为学', credit: 2 },
  ],
}
const SEMESTERS = ['2025-2026 学年第一学期', '2025-2026 学年第二学期', '2026-2027 学年第一学期']

export interface Grade {
  semester: string
  course: string
  credit: number
  score: number
  gradePoint: number
}

const gradePoint = (score: number) => (score >= 60 ? Math.round(Math.min(4, (score - 50) / 10) * 10) / 10 : 0)

/** The student's grades of the last three semesters (the current one only partly published). */
export function gradesOf(username: string, orgCode: string | null): Grade[] {
  const random = seeded(`grades:${username}`)
  const courses = COURSES[orgCode?.includes('-em') ? 'em' : 'cs']!
  return SEMESTERS.flatMap((semester, s) =>
    courses.slice(s * 3, s * 3 + 3).map((course) => {
      const score = Math.round(62 + random() * 36)
      return { semester, course: course.name, credit: course.credit, score, gradePoint: gradePoint(score) }
    }),
  )
}

export function weightedGpa(grades: Grade[]): number {
  const credits = grades.reduce((sum, g) => sum + g.credit, 0)
  return credits ? Math.round((grades.reduce((sum, g) => sum + g.credit * g.gradePoint, 0) / credits) * 100) / 100 : 0
}

export interface Exam {
  course: string
  time: string
  room: string
  seat: number
}

export function examsOf(username: string, orgCode: string | null): Exam[] {
  const random = seeded(`exams:${username}`)
  const courses = COURSES[orgCode?.includes('-em') ? 'em' : 'cs']!.slice(6)
  return courses.map((course, i) => ({
    course: course.name,
    time: `2027-01-${String(8 + i * 2).padStart(2, '0')} ${pick(random, ['08:30-10:30', '13:30-15:30', '18:30-20:30'])}`,
    room: `${pick(random, ['第一教学楼', '第二教学楼', '实验楼'])} ${pick(random, ['101', '203', '305', '412'])}`,
    seat: 1 + Math.floor(random() * 60),
  }))
}

const BOOKS = [
  '深入理解计算机系统',
  '算法导论',
  '人类简史',
  '平凡的世界',
  '经济学原理',
  '三体',
  '活着',
  '设计模式',
  '百年孤独',
  '数学之美',
  '围城',
  '乌合之众',
  '枪炮、病菌与钢铁',
  '红楼梦',
  '明朝那些事儿',
]

export interface Loan {
  title: string
  callNo: string
  borrowed: string
  due: string
  overdue: boolean
}

/** Books on loan: borrowed in the last 50 days, due 30 days later (some overdue). */
export function loansOf(username: string, today: Date): Loan[] {
  const random = seeded(`loans:${username}`)
  const count = 2 + Math.floor(random() * 4)
  const day = 86_400_000
  return Array.from({ length: count }, (_, i) => {
    const borrowed = new Date(today.getTime() - Math.floor(5 + random() * 45) * day)
    const due = new Date(borrowed.getTime() + 30 * day)
    return {
      title: BOOKS[(Math.floor(random() * BOOKS.length) + i) % BOOKS.length]!,
      callNo: `${pick(random, ['TP', 'F', 'I', 'K', 'O'])}${Math.floor(100 + random() * 800)}.${Math.floor(1 + random() * 9)}`,
      borrowed: borrowed.toISOString().slice(0, 10),
      due: due.toISOString().slice(0, 10),
      overdue: due < today,
    }
  })
}

export interface CardRecord {
  time: string
  place: string
  amountCents: number
}

/** The opening balance and the card's recent spending (top-ups come from the database). */
export function cardOf(username: string, today: Date): { openingCents: number; spending: CardRecord[] } {
  const random = seeded(`card:${username}`)
  const places = ['第一食堂', '第二食堂', '校园超市', '图书馆打印', '浴室', '咖啡厅']
  const spending = Array.from({ length: 8 }, (_, i) => ({
    time: new Date(today.getTime() - (i * 7 + Math.floor(random() * 6)) * 3_600_000).toISOString(),
    place: pick(random, places),
    amountCents: -Math.round(300 + random() * 2200),
  }))
  return { openingCents: Math.round(20000 + random() * 30000), spending }
}

const BUILDINGS = ['第一教学楼', '第二教学楼', '实验楼']
const PERIODS = ['第1-2节 08:00-09:40', '第3-4节 10:00-11:40', '第5-6节 14:00-15:40', '第7-8节 16:00-17:40', '第9-10节 19:00-20:40']

/** Free classrooms per period of one day (same for everyone on that day). */
export function freeClassrooms(day: string): { period: string; rooms: string[] }[] {
  const random = seeded(`rooms:${day}`)
  return PERIODS.map((period) => ({
    period,
    rooms: BUILDINGS.flatMap((building) =>
      ['101', '102', '203', '204', '305', '306', '407'].filter(() => random() < 0.35).map((room) => `${building} ${room}`),
    ),
  }))
}

export function networkOf(username: string): {
  plan: string
  usedGb: number
  quotaGb: number
  balanceCents: number
  devices: { name: string; ip: string; since: string }[]
} {
  const random = seeded(`net:${username}`)
  return {
    plan: pick(random, ['学生基础套餐（30GB/月）', '教职工套餐（不限流量）']),
    usedGb: Math.round(random() * 280) / 10,
    quotaGb: 30,
    balanceCents: Math.round(random() * 5000),
    devices: Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) => ({
      name: pick(random, ['iPhone', 'HUAWEI Mate', 'MacBook Air', 'ThinkPad', 'iPad']),
      ip: `10.${20 + i}.${Math.floor(random() * 250)}.${Math.floor(2 + random() * 250)}`,
      since: `${String(7 + Math.floor(random() * 12)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`,
    })),
  }
}

export function projectsOf(username: string): { title: string; kind: string; fundsWan: number; status: string }[] {
  const random = seeded(`research:${username}`)
  const titles = ['面向校园服务的微服务治理研究', '高校数字化转型评价体系', '小样本图像识别方法', '区域经济协同发展机制研究']
  return titles.slice(0, 2 + Math.floor(random() * 2)).map((title) => ({
    title,
    kind: pick(random, ['国家自然科学基金', '省部级项目', '横向课题']),
    fundsWan: Math.round(5 + random() * 60),
    status: pick(random, ['在研', '结题验收中', '已结题']),
  }))
}
