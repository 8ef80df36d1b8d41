// 操作日志 (issue 36): each console write names who, when, from where, what, before → after; the list filters by
// them; rows are kept AUDIT_RETENTION_YEARS (3 years) and a daily job on the shared queue deletes older ones.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { AUDIT_RETENTION_YEARS } from '@contract/audit-rules'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { adminAuditLog } from '../../src/db/schema/index'
import { pruneAuditLog } from '../../src/lib/admin/audit-repository'
import { AUDIT_RETENTION_JOB } from '../../src/plugins/app/audit-retention'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const YEAR = 365 * 86_400_000

describe('操作日志: filters and retention', () => {
  let t: TestApp
  let admin: string
  before(async () => {
    t = await createTestApp({ config: { trustProxy: true } })
    admin = await loginToken(t.app, 'admin')
  })
  after(async () => {
    await t.close()
  })

  const page = async (query: Record<string, string>) =>
    data(await call(t.app, 'GET', url('auditList'), { token: admin, query })) as { items: any[]; total: number }

  it('a console write records the client address (behind the proxy) and the list filters by operator, object, action, address and time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url('publicCalendarSave'),
      headers: { host: '127.0.0.1:8080', 'x-id-token': admin, 'x-forwarded-for': '203.0.113.7', 'content-type': 'application/json' },
      payload: { name: '校历（审计）', color: '#2F80ED' },
    })
    assert.equal(response.statusCode, 200, response.body)
    const id = String(response.json().data.id)
    const found = await page({ operator: 'admin', entity: 'public_calendar', action: 'create', ip: '203.0.113.7' })
    assert.equal(found.total, 1)
    const [row] = found.items
    assert.deepEqual([row.entityId, row.username, row.ip, row.before], [id, 'admin', '203.0.113.7', null])
    assert.equal(row.after.name, '校历（审计）')
    assert.ok(Date.now() - new Date(row.at).getTime() < 60_000)
    assert.equal((await page({ ip: '198.51.100.1' })).total, 0)
    const hourAgo = new Date(Date.now() - 3600_000).toISOString()
    assert.ok((await page({ from: hourAgo, entity: 'public_calendar' })).items.some((item) => item.entityId === id))
    assert.equal((await page({ to: hourAgo, entity: 'public_calendar' })).total, 0)
    refused(await call(t.app, 'GET', url('auditList'), { token: admin, query: { from: '昨天' } }), 400, /时间格式/)
  })

  it(`keeps ${AUDIT_RETENTION_YEARS} years: older rows are deleted by a daily job, newer ones stay`, async () => {
    const { rows } = await t.database.pool.query('SELECT cron FROM pgboss.schedule WHERE name = $1', [AUDIT_RETENTION_JOB])
    assert.deepEqual(rows, [{ cron: '30 3 * * *' }])
    const now = new Date()
    const row = (entityId: string, at: Date) => ({
      username: 'admin',
      operatorName: '系统管理员',
      action: 'update',
      entity: 'retention-test',
      entityId,
      at,
    })
    await t.database.db
      .insert(adminAuditLog)
      .values([
        row('old', new Date(now.getTime() - AUDIT_RETENTION_YEARS * YEAR - 30 * 86_400_000)),
        row('recent', new Date(now.getTime() - AUDIT_RETENTION_YEARS * YEAR + 30 * 86_400_000)),
      ])
    assert.equal(await pruneAuditLog(t.database.db, now), 1)
    const left = await t.database.db
      .select({ entityId: adminAuditLog.entityId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entity, 'retention-test'))
    assert.deepEqual(
      left.map((r) => r.entityId),
      ['recent'],
    )
    assert.equal(await pruneAuditLog(t.database.db, now), 0, 'running it again deletes nothing more')
  })
})
