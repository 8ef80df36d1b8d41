import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import {
  accounts,
  activityDays,
  adminRoleGrants,
  cmsArticles,
  flowApplications,
  flowTasks,
  messageApps,
  messageRecords,
  messageTypes,
  onlineSendChannelDeliveries,
  onlineSends,
  orgUnits,
  pushOutbox,
  searchQueries,
  services,
  statsDaily,
  statsDays,
  systemVisits,
} from '../../src/db/schema/index'
import { loadConfig } from '../../src/config'
import { ManualClock } from '../../src/lib/common/clock'
import { addDays, campusDay } from '../../src/lib/statistics/campus-day'
import { publishedVersion } from '../../src/lib/workflow/form-definitions-repository'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const HOUR = 3_600_000

/** Midnight of a campus day (Asia/Shanghai, +08:00 all year) plus `hours`. */
const at = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00+08:00`) + hours * HOUR)

describe('统计: daily aggregates counted by the job equal direct counts of the records', () => {
  const clock = new ManualClock(new Date())
  let t: TestApp
  let admin: string
  let division: string
  /** The day the records are seeded on: yesterday, as the nightly job counts it. */
  const day = addDays(campusDay(clock.now()), -1)
  const ids: Record<string, string> = {}
  before(async () => {
    t = await createTestApp({ clock })
    const db = t.database.db
    for (const row of await db.select({ id: accounts.id, username: accounts.username }).from(accounts)) ids[row.username] = row.id
    await db.insert(adminRoleGrants).values({ accountId: ids.t3101!, roleCode: 'global_admin', orgCode: 'sfdx-cs' })
    admin = await loginToken(t.app, 'admin')
    division = await loginToken(t.app, 't3101')

    // Records of the day, and a few just outside it (23:59 the day before, 00:00 the day after).
    const student = ids['2026001']!
    const other = ids['2026002']!
    const teacher = ids.t1001!
    await db.insert(activityDays).values([
      { day, accountId: student, terminal: 'h5' },
      { day, accountId: student, terminal: 'wechat' },
      { day, accountId: other, terminal: 'app' },
      { day, accountId: teacher, terminal: 'h5' },
      { day: addDays(day, -1), accountId: teacher, terminal: 'wechat' },
    ])
    const [serviceA, serviceB] = await db.select({ id: services.serviceId }).from(services).limit(2)
    const articles = await db.select({ id: cmsArticles.id }).from(cmsArticles).limit(3)
    const visit = (accountId: string | null, visitType: string, targetId: string, hours: number) => ({
      accountId,
      visitType,
      pageUrl: '/x',
      targetId,
      createdAt: at(day, hours),
    })
    await db
      .insert(systemVisits)
      .values([
        visit(student, 'service', String(serviceA!.id), 1),
        visit(student, 'service', String(serviceA!.id), 2),
        visit(other, 'service', String(serviceA!.id), 3),
        visit(null, 'service', String(serviceB!.id), 4),
        visit(teacher, 'service', String(serviceB!.id), -0.01),
        visit(student, 'content', String(articles[0]!.id), 5),
        visit(other, 'content', String(articles[1]!.id), 6),
        visit(teacher, 'content', String(articles[2]!.id), 24),
      ])
    const search = (accountId: string, keyword: string, resultCount: number, hours: number) => ({
      accountId,
      keyword,
      resultCount,
      createdAt: at(day, hours),
    })
    await db
      .insert(searchQueries)
      .values([
        search(student, '图书馆', 3, 8),
        search(other, '图书馆 ', 2, 9),
        search(teacher, '食堂菜单', 0, 10),
        search(student, '食堂菜单', 0, 11),
        search(student, '校车', 1, 23.9),
        search(other, '校车', 0, 24.1),
      ])
    const application = (
      n: number,
      initiatorId: string,
      type: 'leave' | 'reimbursement',
      status: 'progress' | 'finish' | 'break',
      submitted: number,
      finished: number | null,
    ) => ({
      serialNo: `STAT-${n}`,
      type,
      definitionVersionId: versions.get(type)!,
      title: `统计测试 ${n}`,
      initiatorId,
      form: {},
      status,
      submittedAt: at(day, submitted),
      finishedAt: finished === null ? null : at(day, finished),
    })
    // Each application runs on a version of its form (the built-in forms' published version 1).
    const versions = new Map<string, number>()
    for (const code of ['leave', 'reimbursement']) versions.set(code, (await publishedVersion(db, code))!.id)
    const flows = await db
      .insert(flowApplications)
      .values([
        application(1, student, 'leave', 'finish', 1, 3),
        application(2, student, 'leave', 'break', 2, 12),
        application(3, other, 'leave', 'finish', -30, 5),
        application(4, teacher, 'reimbursement', 'progress', 9, null),
        application(5, other, 'reimbursement', 'progress', -80, null),
      ])
      .returning({ id: flowApplications.id })
    // Deadline = created + 72 h: task 1 passes it during the day unhandled, task 2 was handled in time, task 3 late.
    await db.insert(flowTasks).values([
      { applicationId: flows[4]!.id, stepIndex: 0, stepName: '审批', handlerId: teacher, createdAt: at(day, -70) },
      {
        applicationId: flows[3]!.id,
        stepIndex: 0,
        stepName: '审批',
        handlerId: teacher,
        createdAt: at(day, -60),
        status: 'approved',
        handledAt: at(day, 5),
      },
      {
        applicationId: flows[2]!.id,
        stepIndex: 0,
        stepName: '审批',
        handlerId: teacher,
        createdAt: at(day, -65),
        status: 'approved',
        handledAt: at(day, 10),
      },
    ])
    const [app] = await db.select({ id: messageApps.id }).from(messageApps).limit(1)
    const [type] = await db.select({ code: messageTypes.code }).from(messageTypes).limit(1)
    const message = (recipientId: string, hours: number, read: boolean) => ({
      recipientId,
      appId: app!.id,
      typeCode: type!.code,
      title: '统计测试',
      createdAt: at(day, hours),
      readAt: read ? at(day, hours + 1) : null,
    })
    await db
      .insert(messageRecords)
      .values([message(student, 7, true), message(student, 8, false), message(other, 9, true), message(teacher, 25, true)])
    const [send] = await db
      .insert(onlineSends)
      .values({
        senderId: teacher,
        typeCode: type!.code,
        title: '通知',
        content: '内容',
        channels: ['sms', 'email'],
        chosen: [],
        status: 'done',
        total: 2,
        createdAt: at(day, 10),
      })
      .returning({ id: onlineSends.id })
    await db.insert(onlineSendChannelDeliveries).values([
      { sendId: send!.id, channel: 'sms', address: '13800000001', accountId: student, state: 'sent' },
      { sendId: send!.id, channel: 'sms', address: '13800000002', accountId: null, state: 'sent' },
      { sendId: send!.id, channel: 'sms', address: '13800000003', accountId: other, state: 'failed' },
      { sendId: send!.id, channel: 'email', address: 'a@example.com', accountId: other, state: 'sent' },
    ])
    await db.insert(pushOutbox).values([
      { accountId: student, deviceId: 'd1', token: 'x', platform: 'ios', title: '提醒', body: '', link: '/', sentAt: at(day, 6) },
      { accountId: other, deviceId: 'd2', token: 'y', platform: 'android', title: '提醒', body: '', link: '/', sentAt: null },
    ])
  })
  after(async () => {
    await t.close()
  })

  /** Every figure of the day, counted here straight from the records (no SQL aggregation), for the units `inScope` keeps. */
  async function directCounts(inScope: (orgCode: string | null) => boolean) {
    const db = t.database.db
    const lo = at(day, 0).getTime()
    const hi = at(day, 24).getTime()
    const onDay = (date: Date | null) => date !== null && date.getTime() >= lo && date.getTime() < hi
    const people = new Map((await db.select().from(accounts)).map((row) => [row.id, row]))
    const kept = (accountId: string | null) => inScope(accountId === null ? null : (people.get(accountId)?.orgCode ?? null))
    const count = <T>(rows: T[], key: (row: T) => string) => {
      const counts: Record<string, number> = {}
      for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1
      return counts
    }
    const activity = (await db.select().from(activityDays)).filter((row) => row.day === day && kept(row.accountId))
    const activePeople = [...new Set(activity.map((row) => row.accountId))]
    const visits = (await db.select().from(systemVisits)).filter((row) => onDay(row.createdAt) && kept(row.accountId))
    const columnOf = new Map((await db.select().from(cmsArticles)).map((row) => [String(row.id), String(row.columnId)]))
    const searches = (await db.select().from(searchQueries)).filter((row) => onDay(row.createdAt) && kept(row.accountId))
    const applications = (await db.select().from(flowApplications)).filter((row) => kept(row.initiatorId))
    const tasks = await db.select().from(flowTasks)
    const deadline = (task: (typeof tasks)[number]) => task.createdAt.getTime() + 72 * HOUR
    const overdue = applications.filter((row) =>
      tasks.some(
        (task) =>
          task.applicationId === row.id &&
          onDay(new Date(deadline(task))) &&
          deadline(task) <= clock.now().getTime() &&
          (task.handledAt === null || task.handledAt.getTime() > deadline(task)),
      ),
    )
    const finished = applications.filter((row) => ['finish', 'break'].includes(row.status) && onDay(row.finishedAt))
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b)
      const middle = sorted.length / 2
      return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
    }
    const messages = (await db.select().from(messageRecords)).filter((row) => onDay(row.createdAt) && kept(row.recipientId))
    const sends = new Map((await db.select().from(onlineSends)).map((row) => [row.id, row]))
    const deliveries = (await db.select().from(onlineSendChannelDeliveries)).filter(
      (row) => row.state === 'sent' && onDay(sends.get(row.sendId)!.scheduledAt ?? sends.get(row.sendId)!.createdAt) && kept(row.accountId),
    )
    const pushes = (await db.select().from(pushOutbox)).filter((row) => onDay(row.sentAt) && kept(row.accountId))
    return {
      activeByIdentity: count(activePeople, (id) => people.get(id)!.identityTypeCode),
      activeByTerminal: count(activity, (row) => row.terminal),
      serviceOpens: count(
        visits.filter((row) => row.visitType === 'service'),
        (row) => row.targetId!,
      ),
      articleReads: count(
        visits.filter((row) => row.visitType === 'content' && columnOf.has(row.targetId ?? '')),
        (row) => columnOf.get(row.targetId!)!,
      ),
      searches: count(searches, (row) => row.keyword.trim().toLowerCase()),
      emptySearches: count(
        searches.filter((row) => row.resultCount === 0),
        (row) => row.keyword.trim().toLowerCase(),
      ),
      started: count(
        applications.filter((row) => onDay(row.submittedAt)),
        (row) => row.type,
      ),
      finished: count(finished, (row) => row.type),
      overdue: count(overdue, (row) => row.type),
      medianHours: Object.fromEntries(
        [...new Set(finished.map((row) => row.type))].map((type) => [
          type,
          Math.round(
            (median(
              finished.filter((row) => row.type === type).map((row) => (row.finishedAt!.getTime() - row.submittedAt!.getTime()) / 1000),
            ) /
              3600) *
              10,
          ) / 10,
        ]),
      ),
      sent: { site: messages.length, ...count(deliveries, (row) => row.channel), push: pushes.length } as Record<string, number>,
      read: messages.filter((row) => row.readAt !== null).length,
    }
  }

  /** The dashboard's answer for the day, in the shape of directCounts. */
  function shown(overview: any) {
    const byKey = (rows: { key: string; value: number }[]) =>
      Object.fromEntries(rows.filter((row) => row.value > 0).map((row) => [row.key, row.value]))
    const positive = (figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).filter(([, value]) => value > 0))
    const pick = (field: 'started' | 'finished' | 'overdue') =>
      positive(Object.fromEntries(overview.applications.map((row: any) => [row.type, row[field]])))
    return {
      activeByIdentity: byKey(overview.activeByIdentity),
      activeByTerminal: byKey(overview.activeByTerminal),
      serviceOpens: byKey(overview.serviceRanking),
      articleReads: byKey(overview.columnReads),
      searches: byKey(overview.hotWords),
      emptySearches: byKey(overview.emptyWords),
      started: pick('started'),
      finished: pick('finished'),
      overdue: pick('overdue'),
      medianHours: Object.fromEntries(
        overview.applications.filter((row: any) => row.medianHours !== null).map((row: any) => [row.type, row.medianHours]),
      ),
      sent: positive(Object.fromEntries(overview.messages.map((row: any) => [row.channel, row.sent]))),
      read: overview.messages.find((row: any) => row.channel === 'site').read,
    }
  }

  const overviewOf = async (token: string, query: Record<string, string>) =>
    data(await call(t.app, 'GET', url('statsOverview'), { token, query: { from: day, to: day, ...query } }))

  it('before the job the day is missing; the job (catch-up) counts it and the figures equal direct counts', async () => {
    assert.deepEqual((await overviewOf(admin, {})).missingDays, [day])
    const counted = await t.app.statistics.catchUp()
    assert.ok(counted.days >= 7 && counted.rows > 0, JSON.stringify(counted))
    // What a start runs: only days never counted, and now there are none.
    assert.deepEqual(await t.app.statistics.catchUp({ recent: false }), { days: 0, rows: 0 })
    const overview = await overviewOf(admin, {})
    assert.deepEqual(overview.missingDays, [])
    const expected = await directCounts(() => true)
    // The seeded records make every group non-trivial (so equality is not two empty objects).
    assert.deepEqual(expected.activeByTerminal, { h5: 2, wechat: 1, app: 1 })
    assert.equal(expected.overdue.reimbursement, 1)
    assert.ok(expected.read > 0 && expected.sent.sms === 2 && expected.sent.email === 1 && expected.sent.push === 1)
    assert.deepEqual(shown(overview), { ...expected, sent: { ...expected.sent } })
    const perDay = (rows: { day: string; value: number }[]) => rows.reduce((sum, row) => sum + (row.day === day ? row.value : 0), 0)
    assert.equal(
      perDay(overview.serviceOpensByDay),
      Object.values(expected.serviceOpens).reduce((a, b) => a + b, 0),
    )
    assert.equal(
      perDay(overview.searchesByDay.filter((row: { key: string }) => row.key === 'empty')),
      Object.values(expected.emptySearches).reduce((a, b) => a + b, 0),
    )
  })

  it('counting a day again replaces it: the same rows, and a new record shows on the recount', async () => {
    const rowsOf = async () =>
      (await t.database.db.select().from(statsDaily).where(eq(statsDaily.day, day))).map((row) => JSON.stringify(row)).sort()
    const first = await rowsOf()
    await t.app.statistics.catchUp()
    data(await call(t.app, 'POST', url('statsRecount'), { token: admin, body: { from: day, to: day } }))
    assert.deepEqual(await rowsOf(), first)
    await t.database.db
      .insert(searchQueries)
      .values({ accountId: ids['2026001']!, keyword: '校车', resultCount: 4, createdAt: at(day, 12) })
    data(await call(t.app, 'POST', url('statsRecount'), { token: admin, body: { from: day, to: day } }))
    const overview = await overviewOf(admin, {})
    assert.deepEqual(shown(overview), await directCounts(() => true))
    assert.equal(overview.hotWords.find((row: { key: string }) => row.key === '校车').value, 2)
  })

  it('a division admin sees their division only: its figures equal direct counts of its people; 403 beyond it', async () => {
    const units = await t.database.db.select({ code: orgUnits.code, parent: orgUnits.parentCode }).from(orgUnits)
    const inside = new Set(['sfdx-cs'])
    for (let grew = true; grew; ) {
      grew = false
      for (const unit of units)
        if (unit.parent && inside.has(unit.parent) && !inside.has(unit.code)) grew = inside.add(unit.code) !== undefined
    }
    const overview = await overviewOf(division, {})
    assert.equal(overview.orgCode, 'sfdx-cs')
    const expected = await directCounts((orgCode) => orgCode !== null && inside.has(orgCode))
    assert.deepEqual(shown(overview), expected)
    assert.ok(Object.keys(expected.activeByIdentity).length > 0, 'the division has people active that day')
    assert.deepEqual(
      shown(await overviewOf(division, { orgCode: 'sfdx-cs-2301' })),
      await directCounts((orgCode) => orgCode === 'sfdx-cs-2301'),
    )
    refused(await call(t.app, 'GET', url('statsOverview'), { token: division, query: { orgCode: 'sfdx-em' } }), 403, /本单位/)
    // A second grant inside the first adds nothing (the class's people are the college's already).
    await t.database.db.insert(adminRoleGrants).values({ accountId: ids.t3101!, roleCode: 'global_admin', orgCode: 'sfdx-cs-2301' })
    assert.deepEqual(shown(await overviewOf(division, {})), expected)
    // 全局管理员 may look at any unit.
    assert.deepEqual(shown(await overviewOf(admin, { orgCode: 'sfdx-em' })).activeByIdentity, { student: 1 })
  })

  it('bad ranges are refused with a reason', async () => {
    refused(await call(t.app, 'GET', url('statsOverview'), { token: admin, query: { from: day, to: addDays(day, -1) } }), 400, /不能晚于/)
    refused(await call(t.app, 'GET', url('statsOverview'), { token: admin, query: { from: '2024-01-01', to: '2025-12-31' } }), 400, /最长/)
    refused(
      await call(t.app, 'GET', url('statsOverview'), { token: admin, query: { from: '2026-02-30', to: '2026-03-01' } }),
      400,
      /日期不正确/,
    )
    refused(
      await call(t.app, 'POST', url('statsRecount'), { token: admin, body: { from: '2026-01-01', to: '2026-01-08' } }),
      400,
      /最长 7 天/,
    )
  })

  it('a signed-in portal call records its person, day and terminal once; console calls and unknown terminals do not', async () => {
    const token = await loginToken(t.app, '2026002')
    const today = campusDay(clock.now())
    const portal = async (terminal: string, path = `${BASES.portal}/v2/personalData/getMyECard`, as = token) =>
      await t.app.inject({ method: 'GET', url: path, headers: { host: '127.0.0.1:8080', 'x-id-token': as, 'x-terminal-info': terminal } })
    for (let i = 0; i < 3; i++) assert.equal((await portal('wechat')).statusCode, 200)
    await portal('toaster')
    assert.equal((await portal('h5', url('me'), admin)).statusCode, 200)
    // The record is written after the answer (onResponse): wait for it.
    const todays = async () => await t.database.db.select().from(activityDays).where(eq(activityDays.day, today))
    for (let tries = 0; tries < 50 && (await todays()).length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => setTimeout(resolve, 100))
    assert.deepEqual(
      (await todays()).map((row) => [row.accountId, row.terminal]),
      [[ids['2026002'], 'wechat']],
    )
    assert.equal(
      (
        await t.database.db
          .select()
          .from(activityDays)
          .where(and(eq(activityDays.day, today), eq(activityDays.accountId, ids.admin!)))
      ).length,
      0,
    )
  })
})

describe('统计: the pg-boss job', () => {
  it('runs at start and counts the days never counted, up to yesterday', async () => {
    const defaults = loadConfig()
    const t = await createTestApp({
      config: {
        jobs: { ...defaults.jobs, flowReminders: false, scheduleReminders: false, searchCatchUp: false, statsJob: true, pollSeconds: 0.5 },
      },
    })
    try {
      const yesterday = addDays(campusDay(new Date()), -1)
      let counted: string[] = []
      for (let tries = 0; tries < 100 && !counted.includes(yesterday); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        counted = (await t.database.db.select({ day: statsDays.day }).from(statsDays)).map((row) => row.day)
      }
      assert.ok(counted.includes(yesterday), `yesterday (${yesterday}) counted by the job: ${counted.join(', ')}`)
      assert.equal(counted.length, 90, 'the last 90 days, each once')
      assert.ok(!counted.includes(campusDay(new Date())), 'today is not complete: not counted by the job')
    } finally {
      await t.close()
    }
  })
})
