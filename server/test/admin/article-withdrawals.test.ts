// An article's offline time (set in the console) passing: the portal hides it at once (its queries compare the time);
// a job on the shared queue then makes its status 已下线, audited as the scheduler's, so the console's list and the
// search index (which follows the status) agree.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq, inArray, sql } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { adminAuditLog, cmsArticles } from '../../src/db/schema/index'
import { withdrawDueArticles } from '../../src/lib/admin/console-cms-repository'
import { ARTICLE_WITHDRAWALS_JOB } from '../../src/plugins/app/article-withdrawals'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

describe('scheduled withdrawal of articles', () => {
  let t: TestApp
  let editor: string
  let columnId: number
  before(async () => {
    t = await createTestApp()
    editor = await loginToken(t.app, 'editor')
    columnId = data(await call(t.app, 'GET', url('columnList'), { token: editor }))[0].id
  })
  after(async () => {
    await t.close()
  })

  const publish = async (title: string) => {
    const created = data(
      await call(t.app, 'POST', url('articleSave'), {
        token: editor,
        body: { columnId, title, releaseDeptName: '网络与信息中心', content: '<p>正文</p>' },
      }),
    )
    return data(
      await call(t.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'published', updatedAt: created.updatedAt },
      }),
    ).id as number
  }

  it('runs once a minute on the job queue, one job for the cluster', async () => {
    const { rows } = await t.database.pool.query('SELECT cron FROM pgboss.schedule WHERE name = $1', [ARTICLE_WITHDRAWALS_JOB])
    assert.deepEqual(rows, [{ cron: '* * * * *' }])
  })

  it('withdraws the published articles whose offline time has passed, audited, and only those', async () => {
    const [due, later] = [await publish('到期下线的资讯'), await publish('明天下线的资讯')]
    await t.database.db
      .update(cmsArticles)
      .set({ offlineTime: sql`now() - interval '1 minute'` })
      .where(eq(cmsArticles.id, due))
    await t.database.db
      .update(cmsArticles)
      .set({ offlineTime: sql`now() + interval '1 day'` })
      .where(eq(cmsArticles.id, later))
    const listed = async () =>
      data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/list', { query: { columnId: String(columnId) } })).items.map(
        (item: { id: number }) => item.id,
      )
    assert.ok(!(await listed()).includes(due), 'the portal hides it as soon as the time has passed')

    const withdrawn = await withdrawDueArticles(t.app.db)
    assert.ok(withdrawn.includes(due))
    assert.ok(!withdrawn.includes(later))
    const rows = await t.database.db
      .select({ id: cmsArticles.id, status: cmsArticles.status })
      .from(cmsArticles)
      .where(inArray(cmsArticles.id, [due, later]))
    assert.deepEqual(Object.fromEntries(rows.map((row) => [row.id, row.status])), { [due]: 'offline', [later]: 'published' })
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(due)))
      .orderBy(desc(adminAuditLog.id))
      .limit(1)
    assert.deepEqual([audit!.action, audit!.username, audit!.operatorName, audit!.accountId], ['withdraw', 'system', '定时任务', null])
    assert.deepEqual(await withdrawDueArticles(t.app.db), [], 'running it again changes nothing')
    assert.ok((await listed()).includes(later))
  })
})
