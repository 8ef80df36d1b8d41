import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { loadConfig } from '../../src/config'
import { quoteIdent } from '../../src/db/embedded'
import { createTestApp, passwordLogin, type TestApp } from '../helpers/test-app'

const SYSTEM_CONF = '/portal-api/v1/config/system/getSystemConf'

describe('health, request ids and metrics', () => {
  let test: TestApp
  const lines: Array<Record<string, unknown>> = []
  before(async () => {
    test = await createTestApp({
      config: { logLevel: 'info', operations: { ...loadConfig().operations, metricsToken: 'scrape-secret' } },
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    })
  })
  after(async () => {
    await test.close()
  })

  it('/healthz answers while the process runs; /readyz names each check', async () => {
    assert.deepEqual((await test.app.inject({ url: '/healthz' })).json(), { status: 'ok' })
    const ready = await test.app.inject({ url: '/readyz' })
    assert.equal(ready.statusCode, 200)
    assert.deepEqual(ready.json(), { status: 'ready', checks: { draining: 'ok', database: 'ok', changeFeed: 'ok', jobs: 'ok' } })
  })

  it('returns a request id, keeps a sane incoming one and writes it on every log line of the request', async () => {
    const fresh = await test.app.inject({ url: SYSTEM_CONF })
    assert.match(String(fresh.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    const fromNginx = 'f3b2c1d0a9e8f7a6b5c4d3e2f1a0b9c8'
    const kept = await test.app.inject({ url: SYSTEM_CONF, headers: { 'x-request-id': fromNginx } })
    assert.equal(kept.headers['x-request-id'], fromNginx)
    const insane = await test.app.inject({ url: SYSTEM_CONF, headers: { 'x-request-id': 'a b<script>' } })
    assert.notEqual(insane.headers['x-request-id'], 'a b<script>')
    assert.match(String(insane.headers['x-request-id']), /^[0-9a-f-]{36}$/)
    const ofRequest = lines.filter((line) => line.reqId === fromNginx)
    // "incoming request" and "request completed", both with the id.
    assert.ok(ofRequest.length >= 2, JSON.stringify(lines.slice(-4)))
    assert.ok(ofRequest.some((line) => line.msg === 'request completed' && (line.res as { statusCode: number }).statusCode === 200))
  })

  it('/metrics: refused from elsewhere without the token, open to loopback and to the bearer token', async () => {
    await test.app.inject({ url: SYSTEM_CONF })
    const outside = await test.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })
    assert.equal(outside.statusCode, 403)
    assert.match(outside.json().message, /METRICS_TOKEN/)
    const wrongToken = await test.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer guess' } })
    assert.equal(wrongToken.statusCode, 403)
    const withToken = await test.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-secret' },
    })
    assert.equal(withToken.statusCode, 200)
    const local = await test.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })
    assert.equal(local.statusCode, 200)
    assert.match(String(local.headers['content-type']), /^text\/plain; version=0\.0\.4/)
    const text = local.body
    assert.match(text, new RegExp(`portal_http_request_duration_seconds_bucket\\{le="0.005",method="GET",route="${SYSTEM_CONF}"\\}`))
    assert.match(text, new RegExp(`portal_http_requests_total\\{method="GET",route="${SYSTEM_CONF}",status="200"\\} [1-9]`))
    assert.match(text, /portal_db_pool_clients\{state="total"\} \d+/)
    assert.match(text, /portal_db_pool_clients\{state="waiting"\} \d+/)
    assert.match(text, /portal_db_pool_acquire_seconds_count [1-9]/)
    assert.match(text, /portal_change_feed_online 1/)
    assert.match(text, /portal_change_feed_lag_seconds 0\.\d+/)
    assert.match(text, /portal_outbox_backlog\{channel="sms"\} 0/)
    assert.match(text, /portal_cache_requests_total\{cache="content",result="(hit|miss)"\} \d+/)
    for (const cache of ['token_signature', 'token_version', 'schedule_month', 'service_catalogue'])
      assert.match(text, new RegExp(`portal_cache_requests_total\\{cache="${cache}",result="hit"\\} \\d+`))
    assert.match(text, /portal_cache_requests_total\{cache="schedule_month",result="revalidated"\} \d+/)
    assert.match(text, /# TYPE portal_jobs_queued gauge/)
    assert.match(text, /portal_nodejs_eventloop_lag_seconds \d/)
  })

  it('/metrics: an operator network in METRICS_ALLOW reads it without the token', async () => {
    const operators = await createTestApp({
      database: test.database,
      config: {
        operations: { ...loadConfig().operations, metricsAllow: ['203.0.113.0/24'] },
        jobs: { ...test.app.config.jobs, enabled: false },
      },
    })
    try {
      assert.equal((await operators.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode, 200)
      assert.equal((await operators.app.inject({ url: '/metrics', remoteAddress: '198.51.100.1' })).statusCode, 403)
      assert.equal((await operators.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode, 403)
    } finally {
      await operators.close()
    }
  })

  it('counts jobs this instance ran, failed ones apart', async () => {
    await test.app.jobs.work('operations.always-fails', async () => {
      throw new Error('fails on purpose')
    })
    await test.app.jobs.enqueue('operations.always-fails', {}, { retryLimit: 0 })
    const failed = /portal_jobs_finished_total\{queue="operations.always-fails",result="failed"\} 1/
    const deadline = Date.now() + 20_000
    let text = ''
    while (!failed.test(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      text = (await test.app.inject({ url: '/metrics' })).body
    }
    assert.match(text, failed)
    // The cluster's view, read from the queue's tables.
    assert.match((await test.app.inject({ url: '/metrics' })).body, /portal_jobs_failed_recently\{queue="operations.always-fails"\} 1/)
  })

  it('draining: /readyz answers 503, writes are served and close their connection, reads are dropped for nginx to pass on', async () => {
    const other = await createTestApp({ database: test.database, config: { jobs: { ...test.app.config.jobs, enabled: false } } })
    try {
      const token = (await passwordLogin(other.app, 't1001')).body.data.idToken as string
      other.app.lifecycle.drain()
      const ready = await other.app.inject({ url: '/readyz' })
      assert.equal(ready.statusCode, 503)
      assert.equal(ready.json().checks.draining, 'shutting down')
      assert.equal(ready.json().checks.jobs, 'off')
      assert.equal((await other.app.inject({ url: '/healthz' })).statusCode, 200)
      const written = await other.app.inject({
        method: 'POST',
        url: '/flow/personal-todo/create',
        headers: { 'x-id-token': token },
        payload: { title: '停机前写入的待办' },
      })
      assert.equal(written.statusCode, 200)
      assert.equal(written.headers.connection, 'close')
      // Over a real socket: the read gets no answer, the connection is reset.
      await other.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = other.app.server.address() as { port: number }
      await assert.rejects(fetch(`http://127.0.0.1:${port}${SYSTEM_CONF}`))
    } finally {
      await other.close()
    }
  })
})

describe('/readyz when the database is down', () => {
  it('answers 503 naming the database', async () => {
    const test = await createTestApp({ config: { jobs: { ...loadConfig().jobs, enabled: false } } })
    const admin = new pg.Client({ connectionString: test.database.url.replace(/\/[^/]+$/, '/postgres') })
    await admin.connect()
    try {
      assert.equal((await test.app.inject({ url: '/readyz' })).statusCode, 200)
      await admin.query(`ALTER DATABASE ${quoteIdent(test.database.name)} ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [test.database.name])
      const down = await test.app.inject({ url: '/readyz' })
      assert.equal(down.statusCode, 503)
      const { checks } = down.json()
      assert.notEqual(checks.database, 'ok')
      assert.equal(checks.draining, 'ok')
      assert.equal((await test.app.inject({ url: '/healthz' })).statusCode, 200)
    } finally {
      await admin.query(`ALTER DATABASE ${quoteIdent(test.database.name)} ALLOW_CONNECTIONS true`)
      await admin.end()
      await test.close()
    }
  })
})
