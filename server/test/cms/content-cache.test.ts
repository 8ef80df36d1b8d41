import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data } from './helpers'

const HOME = '/portal-api/v1/cms/home'
const LIST = '/portal-api/v1/cms/mobile/content/list'
const SAVE = '/portal-api/v1/cms/admin/content/save'

/** Polls until `check` holds; only a change notice can make it hold here (the cached answers live 10 minutes). */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  assert.fail(what)
}

describe('cached CMS answers on two instances sharing one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  before(async () => {
    database = await createTestDatabase()
    const config = { contentCacheTtlMs: 600_000 }
    ;[a, b] = await Promise.all([createTestApp({ database, config }), createTestApp({ database, config })])
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  it('keeps home and list answers, and a publish on one instance shows at once on the other', async () => {
    const admin = await loginToken(a.app, 'admin')
    const home = data(await call(b.app, 'GET', HOME))
    const column = home.columns[0]
    const newest = column.articles[0]
    const query = { columnId: String(column.id), pageSize: '5' }
    assert.equal(data(await call(b.app, 'GET', LIST, { query })).items[0].id, newest.id)

    // A write that tells no one (straight into the table) is not seen: the answers come from the cache.
    await database.pool.query('UPDATE cms_articles SET title = $1 WHERE id = $2', ['未经发布的改动', newest.id])
    assert.equal(data(await call(b.app, 'GET', HOME)).columns[0].articles[0].title, newest.title)
    assert.equal(data(await call(b.app, 'GET', LIST, { query })).items[0].title, newest.title)

    const saved = data(
      await call(a.app, 'POST', SAVE, {
        token: admin,
        body: { columnId: column.id, title: '缓存失效测试：新发布', releaseDeptName: '党委宣传部', content: '<p>正文</p>' },
      }),
    )
    await eventually(async () => data(await call(b.app, 'GET', HOME)).columns[0].articles[0].id === saved.id, 'home on b shows the publish')
    assert.equal(data(await call(b.app, 'GET', LIST, { query })).items[0].id, saved.id)

    await call(a.app, 'POST', SAVE, {
      token: admin,
      body: {
        id: saved.id,
        columnId: column.id,
        title: '缓存失效测试：撤回',
        releaseDeptName: '党委宣传部',
        content: '<p>正文</p>',
        status: 'draft',
      },
    })
    await eventually(
      async () => data(await call(b.app, 'GET', LIST, { query })).items[0].id !== saved.id,
      'the list on b drops the withdrawn article',
    )
    assert.equal(data(await call(b.app, 'GET', HOME)).columns[0].articles[0].id, newest.id)
  })

  it('answers keyword searches from the database every time', async () => {
    const {
      rows: [row],
    } = await database.pool.query('SELECT id, title FROM cms_articles WHERE status = $1 ORDER BY id LIMIT 1', ['published'])
    const keyword = '关键词缓存测试'
    assert.equal(data(await call(b.app, 'GET', LIST, { query: { keyword } })).total, 0)
    await database.pool.query('UPDATE cms_articles SET title = $1 WHERE id = $2', [keyword, row!.id])
    // Not from the content cache (its answers live 10 minutes here): from the search index, as soon as the change's
    // notice reaches b.
    await eventually(
      async () => data(await call(b.app, 'GET', LIST, { query: { keyword } })).items[0]?.id === row!.id,
      'the keyword finds the changed article',
    )
  })
})
