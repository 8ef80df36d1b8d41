import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  accounts,
  agreementAcceptances,
  ecardAccounts,
  ecardTransactions,
  feedbackEntries,
  feedbackReplies,
  libraryLoans,
  mailboxMessages,
  portalSettings,
  researchRecords,
} from '../schema/index'
import { PRIVACY_POLICY_SECTIONS } from './personal-texts'
import { PRIVACY_AGREEMENT_VERSION, PROTOCOL_AGREEMENT_VERSION } from './texts'
import { DEMO_ACCOUNTS } from './accounts'

const DAY = 86_400_000

/** Deterministic numbers per person (mulberry32 on a hash of the username): the same demo data on every start. */
function randomFor(seed: string): () => number {
  let h = 1779033703
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353)
  return () => {
    h = (h + 0x6d2b79f5) | 0
    let t = Math.imul(h ^ (h >>> 15), 1 | h)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const MERCHANTS = [
  { merchant: '第一食堂', kind: 'meal', min: 600, max: 1800 },
  { merchant: '第二食堂（清真）', kind: 'meal', min: 800, max: 2200 },
  { merchant: '桃李园餐厅', kind: 'meal', min: 1200, max: 3500 },
  { merchant: '教育超市', kind: 'shop', min: 350, max: 6800 },
  { merchant: '东区浴室', kind: 'bath', min: 300, max: 800 },
  { merchant: '图书馆自助打印', kind: 'print', min: 20, max: 600 },
] as const

const BOOKS = [
  ['深入理解计算机系统', 'Randal E. Bryant'],
  ['算法导论', 'Thomas H. Cormen'],
  ['数据库系统概念', 'Abraham Silberschatz'],
  ['经济学原理', '曼昆'],
  ['活着', '余华'],
  ['人类简史', '尤瓦尔·赫拉利'],
  ['设计模式', 'Erich Gamma'],
  ['机器学习', '周志华'],
  ['中国哲学简史', '冯友兰'],
  ['计算机网络：自顶向下方法', 'James F. Kurose'],
  ['三体', '刘慈欣'],
  ['管理学', '斯蒂芬·罗宾斯'],
] as const

const MAIL = [
  ['教务处', '关于2026-2027学年第一学期期末考试安排的通知'],
  ['图书馆', '您借阅的图书即将到期'],
  ['网络与信息中心', '校园网认证系统升级维护公告'],
  ['学生工作处', '国家奖学金评审结果公示'],
  ['财务处', '学费缴纳提醒'],
  ['科研处', '2027年度国家自然科学基金申报通知'],
  ['校工会', '教职工秋季运动会报名'],
  ['computer-society@sfdx.edu.cn', '学术讲座：大模型推理优化'],
] as const

const PAPERS = [
  ['面向移动门户的统一身份认证架构研究', '计算机工程与应用'],
  ['基于图神经网络的校园服务推荐方法', '软件学报'],
  ['Efficient Incremental Indexing for Campus Knowledge Graphs', 'IEEE Transactions on Learning Technologies'],
  ['高校数据治理中的隐私保护机制', '中国教育信息化'],
] as const
const PROJECTS = [
  ['高校一网通办关键技术研究', '国家自然科学基金青年项目', 30],
  ['智慧校园数据中台建设', '教育部产学合作协同育人项目', 12],
  ['软件工程课程思政教学改革', '校级教改项目', 3],
] as const

/**
 * The policy sections and the e-card, loans, mailbox and (teachers) research
 * of the hand-written demo accounts. The ~2,000 generated people get theirs on first use
 * (`ensurePersonalData`): half a million e-card rows up front made every fresh start take minutes.
 */
export async function seedPersonal(db: Database, now = new Date()): Promise<void> {
  await db
    .insert(portalSettings)
    .values({ name: 'privacy-policy-sections', value: PRIVACY_POLICY_SECTIONS })
    .onConflictDoNothing({ target: portalSettings.name })

  const demo = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      inArray(
        accounts.username,
        DEMO_ACCOUNTS.map((account) => account.username),
      ),
    )
  for (const person of demo) await ensurePersonalData(db, person.id, now)
}

/**
 * Every demo person accepted the first user agreement and privacy policy when they first signed in (a newer version asks them
 * again). Runs after every seed that adds people.
 */
export async function seedPolicyAcceptances(db: Database): Promise<void> {
  const people = await db.select({ id: accounts.id, createdAt: accounts.createdAt }).from(accounts)
  for (let i = 0; i < people.length; i += 1000) {
    await db
      .insert(agreementAcceptances)
      .values(
        people.slice(i, i + 1000).flatMap((person) => [
          { accountId: person.id, kind: 'privacy' as const, version: PRIVACY_AGREEMENT_VERSION, acceptedAt: person.createdAt },
          { accountId: person.id, kind: 'protocol' as const, version: PROTOCOL_AGREEMENT_VERSION, acceptedAt: person.createdAt },
        ]),
      )
      .onConflictDoNothing()
  }
}

/** Generates a person's e-card, loans, mailbox and (teachers) research unless they exist; safe to call at once from several requests. */
export async function ensurePersonalData(db: Database, accountId: string, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: ecardAccounts.accountId }).from(ecardAccounts).where(eq(ecardAccounts.accountId, accountId))
  if (existing) return
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${'personal-data:' + accountId}))`)
    const [again] = await tx.select({ id: ecardAccounts.accountId }).from(ecardAccounts).where(eq(ecardAccounts.accountId, accountId))
    if (again) return
    const [person] = await tx.select().from(accounts).where(eq(accounts.id, accountId))
    if (!person) return
    const random = randomFor(person.username)
    await seedCard(txDb, person.id, person.username, random, now)
    if (person.identityTypeCode !== 'guest') {
      await seedLoans(txDb, person.id, random, now)
      await seedMail(txDb, person.id, random, now)
    }
    if (person.identityTypeCode === 'teacher') await seedResearch(txDb, person.id, random)
    if (person.username === '2026001') await seedFeedback(txDb, person.id, now)
  })
}

async function seedCard(db: Database, accountId: string, username: string, random: () => number, now: Date) {
  // Walk 120 days forward from a starting balance: three meals most days, top-ups when low.
  let balance = 20_000 + Math.floor(random() * 20_000)
  const rows: (typeof ecardTransactions.$inferInsert)[] = []
  for (let day = 120; day >= 0; day--) {
    const date = new Date(now.getTime() - day * DAY)
    const count = 1 + Math.floor(random() * 3)
    for (let i = 0; i < count; i++) {
      const m = pick(random, MERCHANTS)
      const amount = m.min + Math.floor(random() * (m.max - m.min))
      if (balance < amount + 1000) {
        balance += 20_000
        rows.push({
          accountId,
          occurredAt: at(date, 8, random),
          amountFen: 20_000,
          balanceAfterFen: balance,
          merchant: '微信充值',
          kind: 'topup',
        })
      }
      balance -= amount
      rows.push({
        accountId,
        occurredAt: at(date, 11 + i * 3, random),
        amountFen: -amount,
        balanceAfterFen: balance,
        merchant: m.merchant,
        kind: m.kind,
      })
    }
  }
  // The student's card ends low, so the low-balance hint shows in the demo.
  if (username === '2026001' && balance > 1500) {
    const spend = balance - 1260
    balance = 1260
    rows.push({
      accountId,
      occurredAt: new Date(now.getTime() - 3_600_000),
      amountFen: -spend,
      balanceAfterFen: balance,
      merchant: '教育超市',
      kind: 'shop',
    })
  }
  await db.insert(ecardTransactions).values(rows.filter((r) => r.occurredAt! <= now))
  await db.insert(ecardAccounts).values({ accountId, cardNo: `SF${username.replace(/\D/g, '').padStart(8, '0')}`, balanceFen: balance })
}

function at(date: Date, hour: number, random: () => number): Date {
  const d = new Date(date)
  d.setUTCHours(hour - 8, Math.floor(random() * 60), Math.floor(random() * 60), 0)
  return d
}

async function seedLoans(db: Database, accountId: string, random: () => number, now: Date) {
  const count = 3 + Math.floor(random() * 3)
  const start = Math.floor(random() * BOOKS.length)
  const rows = Array.from({ length: count }, (_, i) => {
    const [title, author] = BOOKS[(start + i) % BOOKS.length]!
    // One overdue, one due within days, the rest later.
    const dueInDays = i === 0 ? -4 : i === 1 ? 2 : 10 + Math.floor(random() * 40)
    const dueAt = new Date(now.getTime() + dueInDays * DAY)
    return {
      accountId,
      title,
      author,
      barcode: `C${String(100000 + Math.floor(random() * 899999))}`,
      borrowedAt: new Date(dueAt.getTime() - 60 * DAY),
      dueAt,
    }
  })
  await db.insert(libraryLoans).values(rows)
}

async function seedMail(db: Database, accountId: string, random: () => number, now: Date) {
  const rows = MAIL.map(([sender, subject], i) => ({
    accountId,
    sender,
    subject,
    receivedAt: new Date(now.getTime() - (i * 30 + Math.floor(random() * 20)) * 3_600_000),
    unread: i < 3 || random() < 0.3,
  }))
  await db.insert(mailboxMessages).values(rows)
}

async function seedResearch(db: Database, accountId: string, random: () => number) {
  const roles = ['第一作者', '通讯作者', '第二作者'] as const
  await db.insert(researchRecords).values([
    ...PAPERS.map(([title, venue], i) => ({ accountId, kind: 'paper' as const, title, venue, year: 2026 - i, role: pick(random, roles) })),
    ...PROJECTS.map(([title, venue, wan], i) => ({
      accountId,
      kind: 'project' as const,
      title,
      venue,
      year: 2025 - i,
      role: i === 0 ? '负责人' : '主要参与人',
      fundingWan: wan,
    })),
  ])
}

async function seedFeedback(db: Database, accountId: string, now: Date) {
  const [entry] = await db
    .insert(feedbackEntries)
    .values({
      accountId,
      type: '功能建议',
      content: '希望校园卡页面可以按月份查看消费记录，并显示每月的消费总额。',
      contact: '13800000001',
      createdAt: new Date(now.getTime() - 5 * DAY),
      // Answered below (the 意见反馈 inbox lists it as 已回复).
      status: 'replied',
    })
    .returning({ id: feedbackEntries.id })
  await db.insert(feedbackReplies).values({
    feedbackId: entry!.id,
    authorName: '网络与信息中心',
    content: '感谢您的建议！按月查看消费记录已上线，月度汇总将在下个版本提供。',
    createdAt: new Date(now.getTime() - 3 * DAY),
  })
}
