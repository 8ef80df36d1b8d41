import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data } from '../cms/helpers'
import { eventually } from '../search/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

// A campus may run several instances on one database: an operator's change made through one is what the portal
// shows through every other, once the change feed has told it (the portal keeps its answers, so this is the part
// that could go stale).
describe('operator console on two instances sharing one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let editor: string
  let columnId: number
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    editor = await loginToken(a.app, 'editor')
    columnId = data(await call(a.app, 'GET', url('columnList'), { token: editor }))[0].id
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const articlesOnB = async () =>
    data(await call(b.app, 'GET', '/portal-api/v1/cms/mobile/content/list', { query: { columnId: String(columnId) } })).items.map(
      (item: { id: number }) => item.id,
    )
  const columnsOnB = async () =>
    data(await call(b.app, 'GET', '/portal-api/v1/cms/mobile/column/list')).map((column: { name: string }) => column.name)

  it('an article published and withdrawn through one instance appears and goes on the other', async () => {
    const created = data(
      await call(a.app, 'POST', url('articleSave'), {
        token: editor,
        body: { columnId, title: '两台实例的发布', releaseDeptName: '网络与信息中心', content: '<p>正文</p>' },
      }),
    )
    // The other instance has answered (and kept) the column's list before the article is published.
    assert.ok(!(await articlesOnB()).includes(created.id))
    const published = data(
      await call(a.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'published', updatedAt: created.updatedAt },
      }),
    )
    await eventually(async () => (await articlesOnB()).includes(created.id), 'the other instance lists the published article')
    data(
      await call(a.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'offline', updatedAt: published.updatedAt },
      }),
    )
    await eventually(async () => !(await articlesOnB()).includes(created.id), 'the other instance drops the withdrawn article')
  })

  it('a column renamed and hidden through one instance is renamed and hidden on the other', async () => {
    const created = data(
      await call(a.app, 'POST', url('columnSave'), { token: editor, body: { columnCode: 'two-instances', name: '实例栏目' } }),
    )
    await eventually(async () => (await columnsOnB()).includes('实例栏目'), 'the other instance lists the new column')
    data(await call(a.app, 'POST', url('columnSave'), { token: editor, body: { id: created.id, name: '实例栏目改名' } }))
    await eventually(async () => (await columnsOnB()).includes('实例栏目改名'), 'the other instance shows the new name')
    data(await call(a.app, 'POST', url('columnSave'), { token: editor, body: { id: created.id, name: '实例栏目改名', enabled: false } }))
    await eventually(async () => !(await columnsOnB()).includes('实例栏目改名'), 'the other instance hides the column')
  })
})
