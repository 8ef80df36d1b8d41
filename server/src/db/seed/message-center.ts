import { eq, sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  accounts,
  flowApplications,
  flowTasks,
  messageApps,
  messageCenterCalendars,
  messageCenterSchedules,
  messageRecords,
  messageTypes,
  messageUserApps,
  personalTodos,
  type IdentityTypeCode,
  type SendTypeCode,
} from '../schema/index'
import { deliverMessage } from '../../lib/message-center/message-records'
import { circulate } from '../../lib/workflow/workflow-circulation'
import { handleTask } from '../../lib/workflow/workflow-handle'
import { saveDraft, startApplication } from '../../lib/workflow/workflow-start'
import { type Actor } from '../../lib/workflow/workflow-common'
import { createTodo } from '../../lib/workflow/workflow-todos'
import { appIcon } from './app-icon'
import { demoUpload } from './demo-upload'

export const MESSAGE_APPS = [
  { code: 'jwxt', name: '教务系统', icon: appIcon('教', '#4A7BF7'), tag: '教学', isThird: false, sort: 1 },
  { code: 'ecard', name: '一卡通', icon: appIcon('卡', '#F5A623'), tag: '生活', isThird: false, sort: 2 },
  { code: 'library', name: '图书馆', icon: appIcon('书', '#2DB87D'), tag: '生活', isThird: false, sort: 3 },
  { code: 'xgxt', name: '学工系统', icon: appIcon('学', '#9B59B6'), tag: '学工', isThird: false, sort: 4 },
  { code: 'oa', name: '协同办公', icon: appIcon('OA', '#3A3C40'), tag: '办公', isThird: false, sort: 6 },
  { code: 'campus-pay', name: '校园缴费平台', icon: appIcon('缴', '#E94B3C'), tag: '第三方', isThird: true, sort: 7 },
  { code: 'campus-bus', name: '校车服务', icon: appIcon('车', '#1ABC9C'), tag: '第三方', isThird: true, sort: 8 },
]

const S = ['student'] as IdentityTypeCode[]
const ST = ['student', 'teacher'] as IdentityTypeCode[]
const TA = ['teacher', 'admin'] as IdentityTypeCode[]
const ALL: IdentityTypeCode[] = []
const SITE_SMS: SendTypeCode[] = ['site', 'sms', 'wechat']
const SITE_ALL: SendTypeCode[] = ['site', 'sms', 'email', 'wechat']

export const MESSAGE_TYPES: Array<{ code: string; name: string; app: string; identities: IdentityTypeCode[]; sendTypes: SendTypeCode[] }> =
  [
    { code: 'jw_exam', name: '考试安排', app: 'jwxt', identities: S, sendTypes: SITE_ALL },
    { code: 'jw_grade', name: '成绩发布', app: 'jwxt', identities: S, sendTypes: SITE_SMS },
    { code: 'jw_course', name: '选课通知', app: 'jwxt', identities: S, sendTypes: ['site', 'email'] },
    { code: 'jw_teaching', name: '教学任务', app: 'jwxt', identities: TA, sendTypes: SITE_ALL },
    { code: 'ecard_consume', name: '消费提醒', app: 'ecard', identities: ST, sendTypes: SITE_SMS },
    { code: 'ecard_balance', name: '余额提醒', app: 'ecard', identities: ST, sendTypes: SITE_SMS },
    { code: 'lib_due', name: '借阅到期', app: 'library', identities: ALL, sendTypes: SITE_ALL },
    { code: 'lib_reserve', name: '预约到馆', app: 'library', identities: ALL, sendTypes: SITE_SMS },
    { code: 'xg_notice', name: '学工通知', app: 'xgxt', identities: S, sendTypes: ['site', 'wechat'] },
    { code: 'xg_award', name: '奖助评定', app: 'xgxt', identities: S, sendTypes: ['site'] },
    { code: 'oa_notice', name: '公文通知', app: 'oa', identities: TA, sendTypes: ['site', 'email'] },
    { code: 'pay_bill', name: '缴费通知', app: 'campus-pay', identities: ST, sendTypes: SITE_SMS },
    { code: 'bus_notice', name: '班车通知', app: 'campus-bus', identities: ALL, sendTypes: ['site'] },
  ]

const minutes = (n: number) => new Date(Date.now() - n * 60_000)
const hours = (n: number) => minutes(n * 60)
const days = (n: number) => hours(n * 24)
const inDays = (n: number, hour: number) => {
  const date = new Date(Date.now() + n * 86_400_000)
  date.setUTCHours(hour - 8, 0, 0, 0)
  return date
}

interface DemoMessage {
  type: string
  title: string
  content: string
  at: Date
  read?: boolean
  star?: boolean
  sender: string
}

const STUDENT_MESSAGES: DemoMessage[] = [
  {
    type: 'jw_exam',
    sender: '教务处',
    at: days(1),
    title: '期末考试安排：高等数学A（下）',
    content: '考试时间：2027年1月8日 09:00-11:00\n考试地点：第一教学楼 A301\n请携带学生证和身份证，提前15分钟到场。',
  },
  {
    type: 'jw_exam',
    sender: '教务处',
    at: days(1.1),
    read: true,
    title: '期末考试安排：大学物理B',
    content: '考试时间：2027年1月10日 14:00-16:00\n考试地点：第二教学楼 B105。',
  },
  {
    type: 'jw_grade',
    sender: '教务处',
    at: days(3),
    read: true,
    star: true,
    title: '《大学英语（三）》成绩已发布',
    content: '您的《大学英语（三）》期中成绩已发布，可登录教务系统查看详情。',
  },
  {
    type: 'jw_course',
    sender: '教务处',
    at: hours(6),
    title: '2026-2027学年春季学期选课通知',
    content: '春季学期选课将于12月1日 10:00 开始，12月7日 17:00 结束，请在选课前核对培养方案。',
  },
  {
    type: 'ecard_consume',
    sender: '一卡通中心',
    at: minutes(40),
    title: '消费提醒：第二食堂 12.50 元',
    content: '您的校园卡于今日 11:52 在第二食堂消费 12.50 元，余额 8.60 元。',
  },
  {
    type: 'ecard_consume',
    sender: '一卡通中心',
    at: days(1.5),
    read: true,
    title: '消费提醒：图书馆打印 3.00 元',
    content: '您的校园卡在图书馆自助打印消费 3.00 元。',
  },
  {
    type: 'ecard_balance',
    sender: '一卡通中心',
    at: hours(2),
    title: '余额不足提醒',
    content: '您的校园卡余额为 8.60 元，低于 10 元，请及时通过“校园缴费平台”充值。',
  },
  {
    type: 'lib_due',
    sender: '图书馆',
    at: days(1),
    title: '《数据结构与算法分析》将于3天后到期',
    content: '您借阅的《数据结构与算法分析（C语言描述）》将于3天后到期，可在图书馆小程序续借一次。',
  },
  {
    type: 'lib_reserve',
    sender: '图书馆',
    at: hours(5),
    title: '预约图书已到馆',
    content: '您预约的《深入理解计算机系统》已到馆，请于5日内到总馆二楼流通台取书。',
  },
  {
    type: 'xg_notice',
    sender: '学生工作处',
    at: days(2),
    title: '关于开展2026年冬季学期心理健康普查的通知',
    content: '请全体本科生于11月30日前登录学工系统完成心理健康普查问卷，问卷结果严格保密。',
  },
  {
    type: 'xg_award',
    sender: '学生工作处',
    at: days(5),
    read: true,
    title: '2025-2026学年国家励志奖学金评审结果公示',
    content: '经学院推荐、学校评审，现将获奖名单予以公示，公示期5个工作日。',
  },
  {
    type: 'pay_bill',
    sender: '计划财务处',
    at: days(3),
    title: '2026-2027学年住宿费缴费提醒',
    content: '本学年住宿费 1200 元尚未缴纳，请于12月15日前通过校园缴费平台完成缴费。',
  },
  {
    type: 'bus_notice',
    sender: '后勤保障处',
    at: days(4),
    read: true,
    title: '周末校车时刻调整',
    content: '自本周六起，东校区至南校区校车首班时间调整为 7:30。',
  },
]

const TEACHER_MESSAGES: DemoMessage[] = [
  {
    type: 'jw_teaching',
    sender: '教务处',
    at: hours(3),
    title: '请提交《软件工程》期末试卷',
    content: '请于11月30日前通过教务系统提交《软件工程》期末考试A、B卷及评分标准。',
  },
  {
    type: 'jw_teaching',
    sender: '教务处',
    at: days(2),
    read: true,
    title: '2027年春季学期教学任务确认',
    content: '请登录教务系统确认下学期教学任务，如有调整请联系学院教学秘书。',
  },
  {
    type: 'oa_notice',
    sender: '校长办公室',
    at: hours(20),
    title: '关于召开2026年度教学工作会议的通知',
    content: '定于12月3日（周三）14:30在行政楼301召开年度教学工作会议，请各学院教学院长及系主任参加。',
  },
  {
    type: 'ecard_consume',
    sender: '一卡通中心',
    at: hours(1),
    read: true,
    title: '消费提醒：教工餐厅 18.00 元',
    content: '您的校园卡在教工餐厅消费 18.00 元，余额 236.40 元。',
  },
  {
    type: 'lib_due',
    sender: '图书馆',
    at: days(1),
    title: '《人月神话》将于5天后到期',
    content: '您借阅的《人月神话》将于5天后到期，教工可续借两次。',
  },
]

async function actorOf(db: Database, username: string): Promise<Actor | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username))
  return row ? { accountId: row.id, username: row.username, userName: row.displayName, identityTypeCode: row.identityTypeCode } : undefined
}

async function deliverAll(db: Database, recipientId: string, list: DemoMessage[]): Promise<void> {
  for (const message of list) {
    const id = await deliverMessage(db, {
      recipientId,
      typeCode: message.type,
      title: message.title,
      content: message.content,
      senderName: message.sender,
      createdAt: message.at,
      readAt: message.read ? new Date(message.at.getTime() + 600_000) : null,
    })
    if (id !== null && message.star) await db.update(messageRecords).set({ starred: true }).where(eq(messageRecords.id, id))
  }
}

/**
 * The demo's message apps and types (added when missing, existing rows left alone), then the demo
 * messages, applications, to-dos and calendars once (skipped when any application exists).
 */
export async function seedMessageCenter(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const apps = await seedCatalogue(tx as unknown as Database)
    const seeded = await tx.select({ id: flowApplications.id }).from(flowApplications).limit(1)
    if (seeded.length === 0) await seedDemo(tx as unknown as Database, apps)
  })
}

async function seedCatalogue(db: Database) {
  await db.insert(messageApps).values(MESSAGE_APPS).onConflictDoNothing({ target: messageApps.code })
  const apps = await db.select({ id: messageApps.id, code: messageApps.code }).from(messageApps)
  const appId = (code: string) => apps.find((app) => app.code === code)!.id
  await db
    .insert(messageTypes)
    .values(
      MESSAGE_TYPES.map((type) => ({
        code: type.code,
        name: type.name,
        appId: appId(type.app),
        identities: type.identities,
        sendTypes: type.sendTypes,
      })),
    )
    .onConflictDoNothing({ target: messageTypes.code })
  return apps
}

async function seedDemo(db: Database, apps: Array<{ id: number; code: string }>): Promise<void> {
  const appId = (code: string) => apps.find((app) => app.code === code)!.id

  const student = await actorOf(db, '2026001')
  const student2 = await actorOf(db, '2026002')
  const teacher = await actorOf(db, 't1001')
  const leader = await actorOf(db, 't1002')
  const admin = await actorOf(db, 'admin')
  if (!student || !student2 || !teacher || !leader || !admin) return

  await deliverAll(db, student.accountId, STUDENT_MESSAGES)
  await deliverAll(db, teacher.accountId, TEACHER_MESSAGES)
  await deliverAll(db, student2.accountId, STUDENT_MESSAGES.slice(0, 6))

  // workflow: 李明 (2026001)
  const finished = await startApplication(
    db,
    student,
    {
      type: 'leave',
      form: {
        leaveType: '病假',
        startTime: days(3).toISOString(),
        endTime: days(1).toISOString(),
        reason: '急性肠胃炎，需在校医院输液治疗两天。',
        destination: '校医院',
        contactPhone: '13800000001',
      },
      attachments: [await demoUpload(db, student.accountId, '校医院诊断证明.jpg')],
    },
    days(3.2),
  )
  const finishedTasks = await pendingTasks(db, finished.id)
  await handleTask(
    db,
    teacher,
    { taskId: finishedTasks.find((task) => task.handlerId === teacher.accountId)!.id, action: 'approve', opinion: '同意，注意休息。' },
    days(3.1),
  )
  await handleTask(db, leader, { taskId: (await pendingTasks(db, finished.id))[0]!.id, action: 'approve', opinion: '同意。' }, days(3))

  const rejected = await startApplication(
    db,
    student,
    {
      type: 'roomBooking',
      form: {
        room: '图书馆 研讨室A',
        date: isoDay(inDays(2, 12)),
        startTime: '14:00',
        endTime: '16:00',
        attendees: 6,
        purpose: '数学建模竞赛小组讨论',
      },
    },
    days(2),
  )
  await handleTask(
    db,
    teacher,
    {
      taskId: (await pendingTasks(db, rejected.id)).find((task) => task.handlerId === teacher.accountId)!.id,
      action: 'reject',
      opinion: '该时段已被学院活动预约，请改约研讨室B。',
    },
    days(1.8),
  )

  await startApplication(
    db,
    student,
    {
      type: 'roomBooking',
      form: {
        room: '教学楼 B201',
        date: isoDay(inDays(5, 12)),
        startTime: '19:00',
        endTime: '21:00',
        attendees: 40,
        purpose: '计算机学院2024级3班班会',
      },
    },
    days(4),
  )
  await startApplication(
    db,
    student,
    {
      type: 'reimbursement',
      form: {
        category: '会议费',
        amount: 356.5,
        occurredOn: isoDay(days(6)),
        description: '“挑战杯”校赛答辩材料打印及茶歇费用',
        invoiceCount: 2,
      },
    },
    days(1),
  )
  await startApplication(
    db,
    student,
    {
      type: 'leave',
      form: {
        leaveType: '事假',
        startTime: inDays(7, 8).toISOString(),
        endTime: inDays(9, 18).toISOString(),
        reason: '姐姐婚礼，需回家三天。',
        destination: '浙江省杭州市',
        contactPhone: '13800000001',
      },
    },
    hours(5),
  )
  await saveDraft(db, student, { type: 'leave', form: { leaveType: '公假', reason: '参加全国大学生程序设计竞赛（区域赛）' } }, hours(1))

  // 张伟 (2026002): three items for batch approval
  await startApplication(
    db,
    student2,
    {
      type: 'leave',
      form: {
        leaveType: '公假',
        startTime: inDays(3, 8).toISOString(),
        endTime: inDays(4, 18).toISOString(),
        reason: '赴上海参加中国计算机大会并作海报展示。',
        destination: '上海市',
      },
    },
    hours(2),
  )
  await startApplication(
    db,
    student2,
    {
      type: 'reimbursement',
      form: {
        category: '差旅费',
        amount: 1280,
        occurredOn: isoDay(days(10)),
        description: '赴北京参加学术研讨会往返高铁及住宿',
        invoiceCount: 4,
      },
    },
    hours(1),
  )
  await startApplication(
    db,
    student2,
    {
      type: 'roomBooking',
      form: {
        room: '图书馆 研讨室B',
        date: isoDay(inDays(1, 12)),
        startTime: '09:00',
        endTime: '11:00',
        attendees: 8,
        purpose: '课题组组会',
      },
    },
    minutes(30),
  )

  // 王芳 (t1001) own request, circulations
  const teacherLeave = await startApplication(
    db,
    teacher,
    {
      type: 'leave',
      form: {
        leaveType: '公假',
        startTime: days(9).toISOString(),
        endTime: days(7).toISOString(),
        reason: '赴武汉参加全国高校软件工程教学研讨会。',
        destination: '湖北省武汉市',
      },
    },
    days(12),
  )
  await handleTask(
    db,
    leader,
    {
      taskId: (await pendingTasks(db, teacherLeave.id)).find((task) => task.handlerId === leader.accountId)!.id,
      action: 'approve',
      opinion: '同意，请做好调课安排。',
    },
    days(11),
  )
  await circulate(db, leader, finished.id, ['t1001'], '李明同学病假已批，请辅导员关注其身体恢复情况。', days(2.5))
  await circulate(db, teacher, finished.id, ['admin'], '请学院办公室备案。', days(2.4))

  // personal to-dos
  await createTodo(
    db,
    student.accountId,
    {
      title: '提交《操作系统》实验三报告',
      content: '进程调度算法模拟，附源代码与运行截图。',
      dueTime: inDays(1, 22).toISOString(),
      reminderTimes: [inDays(1, 9).toISOString(), inDays(1, 20).toISOString()],
    },
    hours(20),
  )
  await createTodo(
    db,
    student.accountId,
    { title: '归还《数据结构与算法分析》', dueTime: inDays(3, 17).toISOString(), reminderTimes: [inDays(2, 9).toISOString()] },
    days(1),
  )
  await createTodo(db, student.accountId, { title: '英语四级口语练习', content: '每天跟读 20 分钟。' }, days(2))
  const done = await createTodo(db, student.accountId, { title: '预约新生体检', dueTime: days(1).toISOString() }, days(6))
  await db
    .update(personalTodos)
    .set({ done: true, completedAt: sql`now() - interval '2 days'` })
    .where(eq(personalTodos.id, done.id))
  await createTodo(
    db,
    teacher.accountId,
    {
      title: '组织2024级3班主题班会',
      content: '主题：期末诚信考试。请班长李明协助准备材料。',
      dueTime: inDays(5, 19).toISOString(),
      reminderTimes: [inDays(4, 9).toISOString()],
      executors: ['2026001'],
    },
    hours(10),
  )
  await createTodo(db, teacher.accountId, { title: '批改《软件工程》第六次作业', dueTime: inDays(2, 18).toISOString() }, days(1))

  // calendars and app states
  const [studentMain, studentStudy, teacherMain, teacherTeaching] = await db
    .insert(messageCenterCalendars)
    .values([
      { accountId: student.accountId, name: '我的日历', color: '#ED663F', isDefault: true },
      { accountId: student.accountId, name: '学习计划', color: '#4A7BF7', isDefault: false },
      { accountId: teacher.accountId, name: '我的日历', color: '#ED663F', isDefault: true },
      { accountId: teacher.accountId, name: '教学安排', color: '#2DB87D', isDefault: false },
    ])
    .returning({ id: messageCenterCalendars.id })
  const entry = (accountId: string, calendarId: number, title: string, day: number, from: number, to: number, place = '', remark = '') => ({
    accountId,
    calendarId,
    title,
    startTime: inDays(day, from),
    endTime: inDays(day, to),
    place,
    remark,
  })
  await db
    .insert(messageCenterSchedules)
    .values([
      entry(student.accountId, studentStudy!.id, '数据结构 课程设计答辩', 1, 14, 16, '信息楼 305', '带上演示电脑与打印版报告'),
      entry(student.accountId, studentMain!.id, '羽毛球社团训练', 2, 19, 21, '体育馆二楼'),
      entry(student.accountId, studentStudy!.id, '英语四级模拟考试', 4, 9, 11, '第一教学楼 A201', '2B 铅笔、耳机'),
      entry(student.accountId, studentMain!.id, '辅导员谈心谈话', 6, 10, 11, '学生活动中心 210'),
      entry(teacher.accountId, teacherTeaching!.id, '《软件工程》第 12 周授课', 1, 8, 10, '第二教学楼 B102'),
      entry(teacher.accountId, teacherMain!.id, '学院教学工作例会', 3, 15, 16, '行政楼 402'),
    ])
  await db
    .insert(messageUserApps)
    .values({ accountId: student.accountId, appId: appId('jwxt'), pinnedAt: days(7) })
    .onConflictDoUpdate({ target: [messageUserApps.accountId, messageUserApps.appId], set: { pinnedAt: days(7) } })
}

function isoDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

async function pendingTasks(db: Database, applicationId: number) {
  const rows = await db.select().from(flowTasks).where(eq(flowTasks.applicationId, applicationId))
  return rows.filter((row) => row.status === 'pending')
}
