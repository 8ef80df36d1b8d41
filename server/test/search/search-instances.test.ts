import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { as, data, type Caller } from '../message-center/helpers'
import { eventually } from './helpers'

const ALL = '/portal-api/v1/search/all'
const TYPE = '/portal-api/v1/search/type'

type Result = { groups: Array<{ type: string; items: Array<{ title: string }> }> }
const titlesOf = (result: Result, type: string) => result.groups.find((group) => group.type === type)?.items.map((item) => item.title) ?? []

describe('search on two instances sharing one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  it('a to-do saved through one instance is found there at once, and on the other once the notice arrives', async () => {
    const [teacherOnA, teacherOnB] = (await Promise.all([as(a.app, 't1001'), as(b.app, 't1001')])) as [Caller, Caller]
    const keyword = '整理实验报告模板'
    const found = async (caller: Caller) => titlesOf(data(await caller.get(ALL, { keyword })), 'task')
    // Both have answered the keyword (and kept the answer) before the to-do exists.
    assert.deepEqual(await found(teacherOnA), [])
    assert.deepEqual(await found(teacherOnB), [])
    data(await teacherOnA.post('/flow/personal-todo/create', { title: keyword }))
    assert.deepEqual(await found(teacherOnA), [keyword])
    await eventually(async () => (await found(teacherOnB)).includes(keyword), 'the other instance finds the new to-do')
    // Its one-type search (kept per viewer) too; another teacher finds nothing on either instance.
    assert.equal(data(await teacherOnB.get(TYPE, { keyword, type: 'task' })).items[0].title, keyword)
    const otherTeacher = await as(b.app, 't1002')
    assert.deepEqual(await found(otherTeacher), [])
  })

  it('an article published through one instance replaces the answers the other kept for everyone', async () => {
    const [studentOnA, studentOnB, admin] = (await Promise.all([as(a.app, '2026001'), as(b.app, '2026001'), as(a.app, 'admin')])) as [
      Caller,
      Caller,
      Caller,
    ]
    const keyword = '缓存失效'
    const found = async (caller: Caller) => titlesOf(data(await caller.get(ALL, { keyword })), 'news')
    assert.deepEqual(await found(studentOnB), [])
    const home = data(await studentOnA.get('/portal-api/v1/cms/home'))
    data(
      await admin.post('/portal-api/v1/cms/admin/content/save', {
        columnId: home.columns[0].id,
        title: '缓存失效测试：两台实例',
        releaseDeptName: '党委宣传部',
        content: '<p>正文</p>',
      }),
    )
    assert.deepEqual(await found(studentOnA), ['缓存失效测试：两台实例'])
    await eventually(async () => (await found(studentOnB)).length === 1, 'the other instance finds the article')
  })
})
