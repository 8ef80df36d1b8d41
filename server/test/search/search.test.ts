import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { and, eq, sql } from 'drizzle-orm'
import { migrationsFolder } from '../../src/db/migrate'
import { cmsArticles, personalTodos, searchDocuments, services } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'
import { eventually } from './helpers'

const ALL = '/portal-api/v1/search/all'
const TYPE = '/portal-api/v1/search/type'

type Group = {
  type: string
  total: number
  items: Array<{ id: string; title: string; titlePieces: Array<{ text: string; hit: boolean }> }>
}
const group = (result: { groups: Group[] }, type: string) => result.groups.find((g) => g.type === type)
const titles = (result: { groups: Group[] }, type: string) => group(result, type)?.items.map((item) => item.title) ?? []

describe('search: one index over services, news, schedules, to-dos and people', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  let guest: Caller
  before(async () => {
    t = await createTestApp()
    ;[student, teacher, guest] = (await Promise.all(['2026001', 't1001', 'guest'].map((name) => as(t.app, name)))) as [
      Caller,
      Caller,
      Caller,
    ]
  })
  after(async () => {
    await t.close()
  })

  it('finds the grade service by its name, its pinyin, its initials, a homophone typo, a pinyin typo and a synonym', async () => {
    for (const keyword of ['成绩', 'chengji', 'cjcx', '成积', 'chengjichaxn', '分数']) {
      const result = data(await student.get(ALL, { keyword }))
      assert.equal(
        titles(result, 'service')[0],
        '成绩查询',
        `keyword ${keyword}: ${JSON.stringify(result.groups.map((g: Group) => g.items.map((i) => i.title)))}`,
      )
    }
    const exact = data(await student.get(ALL, { keyword: '成绩' }))
    assert.equal(exact.approximate, false)
    assert.deepEqual(group(exact, 'service')!.items[0]!.titlePieces, [
      { text: '成绩', hit: true },
      { text: '查询', hit: false },
    ])
    const byPinyin = data(await student.get(ALL, { keyword: 'chengji' }))
    assert.equal(group(byPinyin, 'service')!.items[0]!.titlePieces[0]!.text, '成绩')
    assert.equal(data(await student.get(ALL, { keyword: '成积' })).approximate, true)
  })

  it('to-dos and schedules are found only by their owners; people by the directory rule', async () => {
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '批改' })), 'task'), ['批改《软件工程》第六次作业'])
    assert.deepEqual(titles(data(await student.get(ALL, { keyword: '批改' })), 'task'), [])
    // A to-do the teacher assigned to the student: both find it.
    assert.ok(titles(data(await student.get(ALL, { keyword: '主题班会' })), 'task').includes('组织2024级3班主题班会'))
    assert.ok(titles(data(await teacher.get(ALL, { keyword: '主题班会' })), 'task').includes('组织2024级3班主题班会'))
    assert.deepEqual(titles(data(await student.get(ALL, { keyword: '羽毛球' })), 'schedule').sort(), ['羽毛球社团训练', '羽毛球社活动'])
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '羽毛球' })), 'schedule'), [])
    // Students find teachers, not other students; guests find nobody.
    assert.deepEqual(titles(data(await student.get(ALL, { keyword: '王芳' })), 'person'), ['王芳'])
    assert.deepEqual(titles(data(await student.get(ALL, { keyword: '张伟' })), 'person'), ['张伟'])
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '张伟' })), 'person').length, 2)
    assert.deepEqual(titles(data(await guest.get(ALL, { keyword: '王芳' })), 'person'), [])
  })

  it("the schedule centre's events: the timetable by its owner, a public calendar by its subscribers, an invitation by the invited", async () => {
    const timetable = group(data(await student.get(ALL, { keyword: '高等数学' })), 'schedule')
    assert.deepEqual(
      timetable?.items.map((item) => item.title),
      ['高等数学（下）'],
    )
    assert.match((timetable!.items[0] as { link?: string }).link ?? '', /^\/pages\/shedul\/shedulDetail\?id=\d+$/)
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '高等数学' })), 'schedule'), [])
    // 开学报到 is on the public academic calendar: the student subscribes to it, the teacher does not until now.
    assert.deepEqual(titles(data(await student.get(ALL, { keyword: '开学报到' })), 'schedule'), ['开学报到'])
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '开学报到' })), 'schedule'), [])
    const academic = data<{ id: number; name: string }[]>(await teacher.get('/portal-api/v1/schedule/publicCalendars')).find(
      (c) => c.name === '校历·教学周',
    )!
    data(await teacher.post('/portal-api/v1/schedule/calendar/subscribe', { id: academic.id, subscribed: true }))
    await eventually(
      async () => titles(data(await teacher.get(ALL, { keyword: '开学报到' })), 'schedule').includes('开学报到'),
      'a subscription makes the calendar findable',
    )
    // An event of the teacher's with the student invited: found by both; declined, by the teacher alone.
    const { mine } = data<{ mine: Array<{ id: number; isDefault: boolean }> }>(await teacher.get('/portal-api/v1/schedule/calendars'))
    const start = new Date(Date.now() + 3 * 86_400_000)
    const invite = data<{ id: number }>(
      await teacher.post('/portal-api/v1/schedule/event/create', {
        calendarId: mine.find((c) => c.isDefault)!.id,
        title: '毕业论文开题答辩',
        allDay: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + 3600_000).toISOString(),
        timeZone: 'Asia/Shanghai',
        attendees: ['2026001'],
      }),
    )
    await eventually(
      async () => titles(data(await student.get(ALL, { keyword: '开题答辩' })), 'schedule').includes('毕业论文开题答辩'),
      'the invited student finds the event',
    )
    data(await student.post('/portal-api/v1/schedule/event/answer', { id: invite.id, answer: 'declined' }))
    await eventually(
      async () => titles(data(await student.get(ALL, { keyword: '开题答辩' })), 'schedule').length === 0,
      'declined, it is not found any more',
    )
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '开题答辩' })), 'schedule'), ['毕业论文开题答辩'])
  })

  it('services are found only by the identities that see them in the service centre', async () => {
    // 设备采购 is for teachers and admins: a student neither finds it in the grouped answer nor on the type page.
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '设备采购' })), 'service'), ['设备采购'])
    assert.ok(!titles(data(await student.get(ALL, { keyword: '设备采购' })), 'service').includes('设备采购'))
    const typed = data(await student.get(TYPE, { keyword: '设备采购', type: 'service' }))
    assert.ok(!typed.items.some((item: { title: string }) => item.title === '设备采购'))
    // A service for everyone is found by everyone.
    assert.equal(titles(data(await guest.get(ALL, { keyword: '校园网自助' })), 'service')[0], '校园网自助')
  })

  it('migration 0018 brings documents indexed before it in line (no news status word, services with their audience)', async () => {
    const db = t.database.db
    const [purchase] = await db.select().from(services).where(eq(services.serviceName, '设备采购'))
    const serviceDoc = and(eq(searchDocuments.docType, 'service'), eq(searchDocuments.sourceId, String(purchase!.serviceId)))
    await db.update(searchDocuments).set({ audience: [] }).where(serviceDoc)
    await db.update(searchDocuments).set({ status: 'published' }).where(eq(searchDocuments.docType, 'news'))
    const migration = fs.readFileSync(path.join(migrationsFolder, '0018_search_sources.sql'), 'utf8')
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement))
    const [doc] = await db.select({ audience: searchDocuments.audience }).from(searchDocuments).where(serviceDoc)
    assert.deepEqual(doc!.audience, purchase!.identities)
    const statuses = await db
      .selectDistinct({ status: searchDocuments.status })
      .from(searchDocuments)
      .where(eq(searchDocuments.docType, 'news'))
    assert.deepEqual(statuses, [{ status: '' }])
  })

  it('only published news whose release time has come', async () => {
    const [article] = await t.database.db.select().from(cmsArticles).limit(1)
    const word = article!.title.slice(0, 4)
    const answer = async () => data(await student.get(TYPE, { keyword: word, type: 'news' }))
    const found = async () => (await answer()).items.some((item: { id: string }) => item.id === String(article!.id))
    const first = await answer()
    assert.ok(first.items.some((item: { id: string }) => item.id === String(article!.id)))
    // Every indexed article is published: its row carries no status word (and there is no status filter).
    assert.ok(first.items.every((item: { status: string }) => item.status === ''))
    assert.deepEqual(first.statuses, [])
    await t.database.db.update(cmsArticles).set({ status: 'draft' }).where(eq(cmsArticles.id, article!.id))
    await eventually(async () => !(await found()), 'a draft is not found')
    await t.database.db
      .update(cmsArticles)
      .set({ status: 'published', releaseStartTime: new Date(Date.now() + 86_400_000) })
      .where(eq(cmsArticles.id, article!.id))
    const indexed = async () =>
      (await t.database.pool.query(`select 1 from search_documents where doc_type = 'news' and source_id = $1`, [String(article!.id)]))
        .rowCount === 1
    // In the index again, and still not found: it is released tomorrow.
    await eventually(async () => !(await found()) && (await indexed()), 'indexed again and not found')
  })

  it('a cached answer expires when the release time of a matching article comes, with no write in between', async () => {
    const [article] = await t.database.db.select().from(cmsArticles).limit(1)
    const word = article!.title.slice(0, 4)
    const releaseAt = Date.now() + 1500
    await t.database.db
      .update(cmsArticles)
      .set({ releaseStartTime: new Date(releaseAt) })
      .where(eq(cmsArticles.id, article!.id))
    const inGrouped = async () =>
      (group(data(await student.get(ALL, { keyword: word })), 'news')?.items ?? []).some((item) => item.id === String(article!.id))
    const inType = async () =>
      data(await student.get(TYPE, { keyword: word, type: 'news' })).items.some((item: { id: string }) => item.id === String(article!.id))
    await eventually(async () => !(await inGrouped()) && !(await inType()), 'hidden until its release time')
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - Date.now())))
    // Kept for the rest of the (30-second) lifetime the cache once had, these answers would still leave it out.
    await eventually(async () => (await inGrouped()) && (await inType()), 'found once released')
  })

  it('the index follows content changes: renamed, added, disabled and deleted rows', async () => {
    const db = t.database.db
    await db.update(services).set({ serviceName: '奖学金申请' }).where(eq(services.serviceName, '在读证明'))
    // The renamed service comes first (other services sharing words, e.g. 奖助学金, may follow).
    await eventually(
      async () => titles(data(await student.get(ALL, { keyword: '奖学金申请' })), 'service')[0] === '奖学金申请',
      'the renamed service is found',
    )
    assert.ok(!titles(data(await student.get(ALL, { keyword: '在读证明' })), 'service').includes('在读证明'))
    await db.update(services).set({ status: 'offline' }).where(eq(services.serviceName, '奖学金申请'))
    await eventually(
      async () => !titles(data(await student.get(ALL, { keyword: '奖学金申请' })), 'service').includes('奖学金申请'),
      'the offline service is not found',
    )
    // Saved through this instance: its very next search finds it, without waiting for any notice.
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '安全检查' })), 'task'), [])
    const todo = data(await teacher.post('/flow/personal-todo/create', { title: '准备实验室安全检查' }))
    assert.deepEqual(titles(data(await teacher.get(ALL, { keyword: '安全检查' })), 'task'), ['准备实验室安全检查'])
    await db.delete(personalTodos).where(eq(personalTodos.title, '准备实验室安全检查'))
    await eventually(
      async () => titles(data(await teacher.get(ALL, { keyword: '安全检查' })), 'task').length === 0,
      `the deleted to-do is not found ${JSON.stringify(todo)}`,
    )
  })

  it('reading an article or changing a password re-indexes nothing (the answers kept stay valid)', async () => {
    const [article] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.status, 'published')).limit(1)
    await t.database.pool.query('delete from search_pending')
    data(await student.get('/portal-api/v1/cms/mobile/content/detail', { id: article!.id }))
    await t.database.pool.query(`update accounts set password_hash = password_hash where username = 't1001'`)
    assert.equal((await t.database.pool.query('select 1 from search_pending')).rowCount, 0)
    await t.database.pool.query(`update accounts set display_name = display_name where username = 't1001'`)
    assert.equal((await t.database.pool.query('select 1 from search_pending')).rowCount, 1, 'a name change is queued')
  })

  it('one type paged with filters and their choices', async () => {
    const page = data(await student.get(TYPE, { keyword: '服务', type: 'service', pageSize: 2 }))
    assert.ok(page.total > 2)
    assert.equal(page.items.length, 2)
    assert.ok(page.categories.length > 0)
    const category = page.categories[0].name
    const filtered = data(await student.get(TYPE, { keyword: '服务', type: 'service', category, pageSize: 50 }))
    assert.equal(filtered.total, page.categories[0].count)
    assert.ok(filtered.items.length > 0)
    const tasks = data(await student.get(TYPE, { keyword: '提交', type: 'task' }))
    assert.ok(tasks.statuses.some((facet: { name: string }) => facet.name === '未完成'))
  })

  it('history (clearable) and hot searches', async () => {
    await student.get(ALL, { keyword: '校园卡' })
    await student.get(ALL, { keyword: '课表' })
    const history = data(await student.get('/portal-api/v1/search/history'))
    assert.deepEqual(history.slice(0, 2), ['课表', '校园卡'])
    assert.ok(data(await student.get('/portal-api/v1/search/hot')).includes('成绩'))
    data(await student.post('/portal-api/v1/search/history/clear'))
    assert.deepEqual(data(await student.get('/portal-api/v1/search/history')), [])
    assert.deepEqual(data(await teacher.get('/portal-api/v1/search/history')).includes('批改'), true)
  })

  it('nothing found: suggestions; bad input: 400 with a reason; signed out: 401', async () => {
    const none = data(await student.get(ALL, { keyword: '量子引力' }))
    assert.equal(none.groups.length, 0)
    assert.ok(none.suggestions.length > 0)
    for (const keyword of ['', '!!!', 'x'.repeat(41)]) {
      const res = await student.get(ALL, { keyword })
      assert.equal(res.statusCode, 400, keyword)
      assert.match(res.json().message, /[\u4e00-\u9fa5]/)
    }
    assert.equal((await student.get(TYPE, { keyword: '成绩', type: 'video' })).statusCode, 400)
    assert.equal((await student.get(TYPE, { keyword: '成绩', type: 'news', time: 'century' })).statusCode, 400)
    assert.equal((await t.app.inject({ method: 'GET', url: `${ALL}?keyword=x` })).statusCode, 401)
  })
})
