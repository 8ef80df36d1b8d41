// The body of scripts/bench-online-send.mjs: a clone of the seeded template database topped up to the wanted
// number of people, the real server as a child process on it, then one send from the admin to the whole school.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startSharedPostgres } from '../server/test/helpers/shared-postgres'
import { createTestDatabase } from '../server/test/helpers/test-database'

const root = path.resolve(import.meta.dirname, '..')
const argIndex = process.argv.indexOf('--recipients')
const wanted = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 10_000
const BADGE = '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new'
const OS = '/message-center/center/api/v1/onlineSend'

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

async function main() {
  const postgres = await startSharedPostgres()
  process.env.TEST_PG_ADMIN_URL = postgres.adminUrl
  const database = await createTestDatabase()
  const pool = database.pool
  // Top the demo institution up to `wanted` people under the school (the admin sender excluded), in its classes.
  const [{ n: existing }] = (await pool.query(`SELECT count(*)::int AS n FROM accounts WHERE org_code IS NOT NULL AND username <> 'admin'`))
    .rows
  const extra = Math.max(0, wanted - existing)
  await pool.query(
    `INSERT INTO accounts (username, display_name, identity_type_code, org_code, password_hash)
     SELECT 'bench' || i, '压测' || i, 'student', classes.codes[1 + i % array_length(classes.codes, 1)],
       (SELECT password_hash FROM accounts WHERE username = '2026001')
     FROM generate_series(1, $1::int) i, (SELECT array_agg(code) AS codes FROM org_units WHERE kind = 'class') classes`,
    [extra],
  )

  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-send-'))
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'error',
      SMS_OUTBOX: path.join(work, 'sms.jsonl'),
      EMAIL_OUTBOX: path.join(work, 'email.jsonl'),
      FLOW_REMINDERS: '0',
      JOBS_POLL_SECONDS: '0.5',
    },
  })
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) break
      } catch {}
      if (attempt > 1200 || child.exitCode !== null) throw new Error('the server did not come up')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const login = async (username: string) => {
      const response = await fetch(`${origin}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, {
        method: 'POST',
      })
      return ((await response.json()) as { data: { idToken: string } }).data.idToken
    }
    const admin = await login('admin')
    const recipients = ['2026001', '2026002', 't1001', 't1002', 'bench1', 'bench2', 'bench3', 'bench4']
    const tokens: string[] = []
    for (const name of recipients) tokens.push(await login(name))

    const badgeLoad = (seconds: number) => {
      let next = 0
      const instance = autocannon({
        url: origin + BADGE,
        method: 'POST',
        body: '{"mobile":false}',
        connections: 50,
        duration: seconds,
        setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', 'x-id-token': tokens[next++ % tokens.length]! }),
      })
      return { instance, done: new Promise<autocannon.Result>((resolve) => instance.on('done', resolve)) }
    }
    const badgeOf = async (token: string) =>
      (
        (await (
          await fetch(origin + BADGE, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-id-token': token },
            body: '{"mobile":false}',
          })
        ).json()) as { data: number }
      ).data

    const rest = await badgeLoad(5).done
    const before = await badgeOf(tokens[0]!)

    const load = badgeLoad(120)
    const started = performance.now()
    const response = await fetch(origin + OS + '/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-id-token': admin },
      body: JSON.stringify({
        typeCode: 'os_announcement',
        title: '全校停水通知',
        content: '明日 8:00-12:00 全校停水。',
        channels: ['site'],
        recipients: [{ type: 'org', name: '示范大学', ins_code: 'sfdx' }],
      }),
    })
    const accepted = ((await response.json()) as { data: { id: number; total: number } }).data
    const acceptedMs = performance.now() - started
    let writtenMs = 0
    for (;;) {
      const [{ n }] = (
        await pool.query(`SELECT count(*)::int AS n FROM online_send_recipients WHERE send_id = $1 AND state <> 'pending'`, [accepted.id])
      ).rows
      if (n >= accepted.total) {
        writtenMs = performance.now() - started
        break
      }
      if (performance.now() - started > 110_000) throw new Error(`only ${n} of ${accepted.total} written after 110 s`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    load.instance.stop()
    const during = await load.done
    const [{ records, people }] = (
      await pool.query(
        `SELECT count(*)::int AS records, count(DISTINCT recipient_id)::int AS people FROM message_records WHERE title = '全校停水通知'`,
      )
    ).rows
    const after = await badgeOf(tokens[0]!)

    console.log(`recipients (distinct people reached): ${accepted.total}`)
    console.log(`send accepted (expansion + ${accepted.total} recipient rows, one transaction): ${acceptedMs.toFixed(0)} ms`)
    console.log(
      `accepted → every message record written (queue pick-up + batches of 500): ${(writtenMs / 1000).toFixed(2)} s (${Math.round(accepted.total / (writtenMs / 1000))} records/s)`,
    )
    console.log(`message records written: ${records} for ${people} people (duplicates: ${records - people})`)
    console.log(`badge of 2026001: ${before} before, ${after} after (+${after - before})`)
    const row = (label: string, result: autocannon.Result) =>
      console.log(
        `${label.padEnd(26)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
      )
    row('unread badge at rest', rest)
    row('unread badge during send', during)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    await database.drop()
    await postgres.stop()
    fs.rmSync(work, { recursive: true, force: true })
    process.exit(0)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
