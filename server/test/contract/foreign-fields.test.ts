// Mass assignment: every mutating route of the OpenAPI document gets a valid body plus fields that name another
// account or a privileged value. The contract does not declare them, so validation must drop them: no row may
// move to (or be written for) the other account, and the sender's own identity must not change.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { operations, plausible, type Json, type Operation } from '../helpers/openapi-operations'

const ATTACKER = '2026001'
const VICTIM = 't1001'

/** Body fields a client might add to act for someone else or to raise itself. */
const foreignFields = (victimId: string): Record<string, unknown> => ({
  accountId: victimId,
  accountName: VICTIM,
  owner: victimId,
  ownerId: victimId,
  creatorId: victimId,
  identityTypeCode: 'admin',
  role: 'admin',
  status: 'approved',
  createdAt: '2000-01-01T00:00:00.000Z',
})

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every uuid column of the public schema: the rows that name an account. */
async function accountColumns(t: TestApp): Promise<Array<{ table: string; column: string }>> {
  const { rows } = await t.database.pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND data_type = 'uuid' ORDER BY table_name, column_name`,
  )
  return rows.map((row) => ({ table: row.table_name, column: row.column_name }))
}

/** What the database holds about one account: every row naming it, by table and column, as a digest. */
async function footprint(t: TestApp, columns: Array<{ table: string; column: string }>, accountId: string): Promise<Map<string, string>> {
  const result = new Map<string, string>()
  for (const { table, column } of columns) {
    const { rows } = await t.database.pool.query<{ n: string; digest: string | null }>(
      `SELECT count(*) AS n, md5(string_agg(r::text, ',' ORDER BY r::text)) AS digest FROM "${table}" r WHERE "${column}" = $1`,
      [accountId],
    )
    result.set(`${table}.${column}`, `${rows[0]!.n}:${rows[0]!.digest ?? ''}`)
  }
  return result
}

async function accountIdOf(t: TestApp, username: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ id: string }>('SELECT id FROM accounts WHERE username = $1', [username])
  return rows[0]!.id
}

const identityOf = async (t: TestApp, id: string) =>
  (await t.database.pool.query('SELECT username, identity_type_code, org_code, created_at FROM accounts WHERE id = $1', [id])).rows[0]

function requestFor(op: Operation, extra: Record<string, unknown>) {
  const declared = new Set((op.body ?? []).map((field) => field.name))
  const body: Record<string, unknown> = Object.fromEntries(
    (op.body ?? []).filter((f) => f.required).map((f) => [f.name, plausible(f.schema)]),
  )
  for (const [name, value] of Object.entries(extra)) if (!declared.has(name)) body[name] = value
  const params = Object.fromEntries(op.params.map((f) => [f.name, plausible(f.schema)]))
  const query = new URLSearchParams(
    op.query.filter((f) => f.required).map((f): [string, string] => [f.name, String(plausible(f.schema))]),
  ).toString()
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? 'x')))
  return { url: query ? `${url}?${query}` : url, body }
}

describe('no request field acts for another account (generated from /docs/json)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('the reported routes keep the signed-in account', async () => {
    const token = await loginToken(t.app, ATTACKER)
    const victimId = await accountIdOf(t, VICTIM)
    const attackerId = await accountIdOf(t, ATTACKER)
    const headers = { 'x-id-token': token, host: '127.0.0.1:8080' }
    const privacy = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/privacy/settings',
      headers,
      payload: { findableByMobile: false, accountId: victimId },
    })
    assert.equal(privacy.statusCode, 200, privacy.body)
    const device = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/push/device/register',
      headers,
      payload: { deviceId: 'attacker-device', token: 'attacker-token', platform: 'android', accountId: victimId },
    })
    assert.equal(device.statusCode, 200, device.body)
    const notify = await t.app.inject({
      method: 'POST',
      url: '/personal/api/v1/personal/notify/save',
      headers,
      payload: { newMessageNotice: false, accountId: victimId },
    })
    assert.equal(notify.statusCode, 200, notify.body)
    const owners = async (sql: string) => (await t.database.pool.query<{ account_id: string }>(sql)).rows.map((r) => r.account_id)
    assert.deepEqual(await owners(`SELECT account_id FROM privacy_settings WHERE NOT findable_by_mobile`), [attackerId])
    assert.deepEqual(await owners(`SELECT account_id FROM push_devices WHERE device_id = 'attacker-device'`), [attackerId])
    assert.deepEqual(await owners(`SELECT account_id FROM notify_settings WHERE NOT new_message_notice`), [attackerId])
  })

  it('every mutating route drops the fields its contract does not name', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Json
    const ops = operations(doc).filter((op) => MUTATING.has(op.method) && op.body !== null)
    assert.ok(ops.length > 60, `only ${ops.length} mutating operations with a body`)
    const victimId = await accountIdOf(t, VICTIM)
    const attackerId = await accountIdOf(t, ATTACKER)
    const columns = await accountColumns(t)
    const victimBefore = await footprint(t, columns, victimId)
    const attackerIdentity = await identityOf(t, attackerId)
    let token = await loginToken(t.app, ATTACKER)
    const statuses = new Map<number, number>()
    for (const op of ops) {
      const { url, body } = requestFor(op, foreignFields(victimId))
      const send = () =>
        t.app.inject({
          method: op.method as 'POST',
          url,
          headers: {
            'x-id-token': token,
            host: '127.0.0.1:8080',
            'content-type': op.form ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          payload: op.form
            ? new URLSearchParams(
                Object.entries(body).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
              ).toString()
            : JSON.stringify(body),
        })
      let response = await send()
      // A route that ends the session (sign-out, password change): sign in again for the next one.
      if (response.statusCode === 401) {
        token = await loginToken(t.app, ATTACKER)
        response = await send()
      }
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
      assert.ok(response.statusCode < 500, `${op.method} ${op.path} → ${response.statusCode} ${response.body.slice(0, 200)}`)
    }
    const victimAfter = await footprint(t, columns, victimId)
    const changed = [...victimAfter].filter(([where, digest]) => victimBefore.get(where) !== digest).map(([where]) => where)
    console.log(
      `# foreign fields: ${ops.length} mutating routes; statuses ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    )
    assert.deepEqual(changed, [], `rows naming ${VICTIM} changed`)
    assert.deepEqual(await identityOf(t, attackerId), attackerIdentity)
  })

  it('every request body in the OpenAPI document is closed to fields it does not name', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Json
    const open: string[] = []
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(item)) {
        const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>
        for (const { schema } of Object.values(content)) {
          if (schema.type === 'object' && schema.additionalProperties !== false) open.push(`${method.toUpperCase()} ${path}`)
        }
      }
    }
    assert.deepEqual([...new Set(open)], [])
  })
})
