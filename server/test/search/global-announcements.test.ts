// Division announcements in global search: each person finds the 公告 addressed to their unit (or one above it) and
// not expired, in the grouped answer and on the 公告 type page, and never those addressed to others.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'

const ALL = '/portal-api/v1/search/all'
const TYPE = '/portal-api/v1/search/type'

describe('global search: division announcements by audience', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  const titlesOf = (answer: { groups: Array<{ type: string; items: Array<{ title: string }> }> }) =>
    answer.groups.find((group) => group.type === 'announcement')?.items.map((item) => item.title) ?? []

  it('a student finds the class meeting notice addressed to the class, not the department’s staff meeting', async () => {
    const found = data(await student.get(ALL, { keyword: '班会' }))
    assert.deepEqual(titlesOf(found), ['计科2301班班会通知'])
    const group = found.groups.find((g: { type: string }) => g.type === 'announcement')
    assert.equal(group.name, '公告')
    assert.match(group.items[0].link, /^\/pages\/secondWork\/gonggao\/gonggaoList\?code=/)
    assert.deepEqual(titlesOf(data(await student.get(ALL, { keyword: '教研室会议' }))), [])
  })

  it('a teacher of the department finds the staff meeting, and not the class notice', async () => {
    assert.deepEqual(titlesOf(data(await teacher.get(ALL, { keyword: '教研室会议' }))), ['软件工程系教研室会议通知'])
    assert.deepEqual(titlesOf(data(await teacher.get(ALL, { keyword: '班会' }))), [])
  })

  it('the 公告 type page pages the same matches, with the divisions as filter choices', async () => {
    const page = data(await student.get(TYPE, { keyword: '通知', type: 'announcement', pageNum: 1, pageSize: 10 }))
    assert.ok(page.items.some((item: { title: string }) => item.title === '计科2301班班会通知'))
    assert.ok(page.items.every((item: { type: string }) => item.type === 'announcement'))
    assert.ok(page.categories.length > 0)
    const filtered = data(
      await student.get(TYPE, { keyword: '通知', type: 'announcement', category: page.categories[0].name, pageNum: 1, pageSize: 10 }),
    )
    assert.equal(filtered.total, page.categories[0].count)
  })

  it('an expired announcement is no longer found', async () => {
    await t.database.pool.query(
      `UPDATE division_announcements SET expires_at = now() - interval '1 minute' WHERE title = '计科2301班班会通知'`,
    )
    assert.deepEqual(titlesOf(data(await student.get(ALL, { keyword: '班会' }))), [])
  })
})
