import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  accounts,
  announcementAudiences,
  cmsArticles,
  cmsColumns,
  divisionAnnouncements,
  divisionColumns,
  divisionRoles,
  divisionServices,
  services,
  type DivisionRoleName,
} from '../schema/index'
import { hashPassword } from '../../lib/auth/passwords'
import { plainText, sanitizeRichText } from '../../lib/cms/cms-sanitize'
import { DEMO_PASSWORD } from './accounts'

const DAY = 24 * 3600 * 1000

/** Staff who run the demo workbenches beside the demo accounts (same password). */
const DIVISION_STAFF = [
  { username: 't3101', displayName: '刘洋', orgCode: 'sfdx-cs-cs', mobile: '13800031101', email: 'liuyang@sfdx.edu.cn' },
  { username: 't3102', displayName: '周敏', orgCode: 'sfdx-cs-ai', mobile: '13800031102', email: 'zhoumin@sfdx.edu.cn' },
  { username: 't3201', displayName: '孙丽', orgCode: 'sfdx-jwc', mobile: '13800032101', email: 'sunli@sfdx.edu.cn' },
  { username: 't3202', displayName: '马超', orgCode: 'sfdx-jwc', mobile: '13800032102', email: 'machao@sfdx.edu.cn' },
  { username: 't3301', displayName: '陈雪', orgCode: 'sfdx-em-fin', mobile: '13800033101', email: 'chenxue@sfdx.edu.cn' },
]

const ROLES: [string, string, DivisionRoleName][] = [
  ['sfdx-cs', 't1001', 'admin'],
  ['sfdx-cs', 't1001', 'publisher'],
  ['sfdx-cs', 't3101', 'publisher'],
  ['sfdx-cs', 't3102', 'scheduleEditor'],
  ['sfdx-em', 't1002', 'admin'],
  ['sfdx-em', 't1002', 'publisher'],
  ['sfdx-em', 't3301', 'scheduleEditor'],
  ['sfdx-jwc', 't3201', 'admin'],
  ['sfdx-jwc', 't3202', 'publisher'],
  ['sfdx-jwc', 't3202', 'scheduleEditor'],
  // 辅导员 of the demo student's class (2026001, 计算机 2301): approval chains with an orgRole step find her.
  ['sfdx-cs-2301', 't1001', 'counsellor'],
]

interface WorkbenchSeed {
  code: string
  deptName: string
  /** The division's own columns and the topics their generated articles cover. */
  columns: { code: string; name: string; topics: string[] }[]
  /** Institution columns shown after the division's own. */
  institutionColumns: string[]
  services: string[]
  announcements: {
    title: string
    body: string
    audience?: string[]
    pinned?: boolean
    daysAgo: number
    expiredDaysAgo?: number
    by: string
  }[]
}

const WORKBENCHES: WorkbenchSeed[] = [
  {
    code: 'sfdx-cs',
    deptName: '计算机科学与技术学院',
    columns: [
      {
        code: 'sfdx-cs-news',
        name: '学院新闻',
        topics: [
          '学院举办人工智能前沿学术报告会',
          '我院学子在程序设计竞赛中获金奖',
          '学院与企业共建联合实验室',
          '软件工程专业通过工程教育认证现场考查',
          '学院召开本科教学工作推进会',
          '计算机系统能力培养研讨会在我院举行',
        ],
      },
      {
        code: 'sfdx-cs-xsgz',
        name: '学工动态',
        topics: ['学院开展新生入学教育系列活动', '2026届毕业生就业双选会举行', '学院心理健康月活动启动', '“编程马拉松”志愿服务队走进社区'],
      },
    ],
    institutionColumns: ['tzgg'],
    services: ['课表查询', '成绩查询', '空闲教室', '在读证明'],
    announcements: [
      {
        title: '关于2026-2027学年第一学期期末考试安排的通知',
        body: '各班级：本学期期末考试将于第18周至第19周进行，具体考场安排请登录教务系统查询。请各位同学携带学生证和身份证按时参加考试。',
        pinned: true,
        daysAgo: 1,
        by: 't1001',
      },
      {
        title: '计科2301班班会通知',
        body: '本周四晚19:00在信息楼302召开班会，主题为期末复习安排与寒假安全教育，请全体同学准时参加。',
        audience: ['sfdx-cs-2301'],
        daysAgo: 2,
        by: 't3101',
      },
      {
        title: '软件工程系教研室会议通知',
        body: '软件工程系全体教师：本周五下午14:30在信息楼506召开教研室会议，讨论下学期课程安排及教材选用。',
        audience: ['sfdx-cs-se'],
        daysAgo: 3,
        by: 't1001',
      },
      {
        title: '关于推荐2027年免试攻读研究生的通知',
        body: '学院推免工作即将开始，符合条件的同学请于下周五前向学院教务办提交申请材料，详见学院网站。',
        daysAgo: 6,
        by: 't3101',
      },
      {
        title: '学院机房国庆期间开放安排',
        body: '国庆假期期间，学院机房每天9:00-17:00开放。',
        daysAgo: 50,
        expiredDaysAgo: 40,
        by: 't3101',
      },
    ],
  },
  {
    code: 'sfdx-em',
    deptName: '经济管理学院',
    columns: [
      {
        code: 'sfdx-em-news',
        name: '经管要闻',
        topics: [
          '学院举办数字经济高端论坛',
          '会计学专业学生获全国案例大赛一等奖',
          '学院新增两个省级一流本科课程',
          '金融学系开展校友企业参访活动',
          '管理学博士生学术沙龙举行',
        ],
      },
    ],
    institutionColumns: ['tzgg', 'xxyw'],
    services: ['成绩查询', '请假申请', '在读证明'],
    announcements: [
      {
        title: '经济管理学院2026年博士生中期考核安排',
        body: '请2025级博士研究生于12月10日前提交中期考核材料，考核于12月中旬进行，具体时间另行通知。',
        pinned: true,
        daysAgo: 1,
        by: 't1002',
      },
      {
        title: '关于开展学院年度教学质量评估的通知',
        body: '学院将于下周启动年度教学质量评估，请各系做好准备工作，按时提交自评报告。',
        daysAgo: 4,
        by: 't1002',
      },
    ],
  },
  {
    code: 'sfdx-jwc',
    deptName: '教务处',
    columns: [
      {
        code: 'sfdx-jwc-news',
        name: '教务动态',
        topics: [
          '学校召开2026年本科教学工作会议',
          '教务处完成新学期教材发放工作',
          '学校启动新一轮课程思政示范课程建设',
          '智慧教室改造项目完成验收',
        ],
      },
    ],
    institutionColumns: ['tzgg'],
    services: ['课表查询', '空闲教室', '在读证明'],
    announcements: [
      {
        title: '教务处值班安排',
        body: '本周教务处每日8:00-17:30有人值班，咨询电话 0571-88880001。',
        pinned: true,
        daysAgo: 1,
        by: 't3201',
      },
      {
        title: '关于报送下学期排课需求的通知',
        body: '请各教学秘书于本月25日前在教务系统中完成下学期排课需求填报。',
        daysAgo: 3,
        by: 't3202',
      },
    ],
  },
]

/** Seeds the demo workbenches of two colleges and one office (idempotent). */
export async function seedDivisions(db: Database, now = new Date()): Promise<void> {
  const existing = new Set((await db.select({ username: accounts.username }).from(accounts)).map((row) => row.username))
  const missing = DIVISION_STAFF.filter((staff) => !existing.has(staff.username))
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    await db
      .insert(accounts)
      .values(missing.map((staff) => ({ ...staff, identityTypeCode: 'teacher' as const, passwordHash })))
      .onConflictDoNothing({ target: accounts.username })
  }
  const people = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, [...new Set(ROLES.map(([, username]) => username))]))
  const idOf = new Map(people.map((person) => [person.username, person.id]))
  const roleRows = ROLES.filter(([, username]) => idOf.has(username)).map(([orgCode, username, role]) => ({
    orgCode,
    accountId: idOf.get(username)!,
    role,
  }))
  await db.insert(divisionRoles).values(roleRows).onConflictDoNothing()

  for (const bench of WORKBENCHES) {
    // The division's own columns stay off the institution's column list (enabled = false there).
    await db
      .insert(cmsColumns)
      .values(bench.columns.map((column, index) => ({ columnCode: column.code, name: column.name, sort: 100 + index, enabled: false })))
      .onConflictDoNothing({ target: cmsColumns.columnCode })
    const codes = [...bench.columns.map((column) => column.code), ...bench.institutionColumns]
    const columnRows = await db.select().from(cmsColumns).where(inArray(cmsColumns.columnCode, codes))
    const columnId = new Map(columnRows.map((row) => [row.columnCode, row.id]))
    const [{ count: configured } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(divisionColumns)
      .where(eq(divisionColumns.orgCode, bench.code))
    if (configured === 0) {
      await db.insert(divisionColumns).values(
        codes
          .filter((code) => columnId.has(code))
          .map((code, index) => ({
            orgCode: bench.code,
            columnId: columnId.get(code)!,
            owned: index < bench.columns.length,
            shown: true,
            sort: index + 1,
          })),
      )
      const pinned = await db
        .select({ id: services.serviceId, name: services.serviceName })
        .from(services)
        .where(inArray(services.serviceName, bench.services))
      const byName = new Map(pinned.map((service) => [service.name, service.id]))
      const pins = bench.services
        .filter((name) => byName.has(name))
        .map((name, index) => ({ orgCode: bench.code, serviceId: byName.get(name)!, sort: index + 1 }))
      if (pins.length > 0) await db.insert(divisionServices).values(pins).onConflictDoNothing()
    }

    for (const [c, column] of bench.columns.entries()) {
      const id = columnId.get(column.code)
      if (id === undefined) continue
      const [{ count } = { count: 0 }] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(cmsArticles)
        .where(eq(cmsArticles.columnId, id))
      if (count > 0) continue
      await db.insert(cmsArticles).values(
        column.topics.map((title, i) => {
          const content = sanitizeRichText(
            `<p><strong>${title}。</strong></p><p>近日，${bench.deptName}${title.replace(/^学院|^我院/, '')}，相关师生参加。活动进一步推动了学院人才培养与学科建设工作。</p><p>（供稿：${bench.deptName}办公室）</p>`,
          )
          const release = new Date(now.getTime() - (i * 4.3 + c * 1.1 + 0.5) * DAY)
          return {
            columnId: id,
            title,
            content,
            summary: plainText(content, 80),
            releaseDeptName: bench.deptName,
            releaseStartTime: release,
            readCount: 20 + ((i * 53 + c * 17) % 400),
            status: 'published' as const,
          }
        }),
      )
    }

    const [{ count: posted } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(divisionAnnouncements)
      .where(eq(divisionAnnouncements.orgCode, bench.code))
    if (posted > 0) continue
    for (const notice of bench.announcements) {
      const content = sanitizeRichText(`<p>${notice.body}</p><p style="text-align:right">${bench.deptName}</p>`)
      const [row] = await db
        .insert(divisionAnnouncements)
        .values({
          orgCode: bench.code,
          title: notice.title,
          content,
          summary: plainText(content, 80),
          pinned: notice.pinned ?? false,
          publishedAt: new Date(now.getTime() - notice.daysAgo * DAY),
          expiresAt: notice.expiredDaysAgo !== undefined ? new Date(now.getTime() - notice.expiredDaysAgo * DAY) : null,
          publisherId: idOf.get(notice.by) ?? null,
        })
        .returning({ id: divisionAnnouncements.id })
      await db
        .insert(announcementAudiences)
        .values((notice.audience ?? [bench.code]).map((orgCode) => ({ announcementId: row!.id, orgCode })))
    }
  }
}
