import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { migrationsFolder, runMigrations } from '../../src/db/migrate'
import { seedDemoInstitution } from '../../src/db/seed/index'
import { createTestDatabase } from '../helpers/test-database'

const TABLES = [
  'accounts',
  'federated_identities',
  'signing_keys',
  'server_secrets',
  'service_tickets',
  'sso_sessions',
  'login_handles',
  'sms_codes',
  'rate_counters',
  'spent_values',
  'portal_settings',
  'themes',
  'tab_configs',
  'diversions',
  'app_versions',
]

const migrationCount = (): number => JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')).entries.length

describe('migrations', () => {
  it('create every table on a fresh database, even with three instances migrating at once', async () => {
    const database = await createTestDatabase({ fresh: true })
    try {
      await Promise.all([runMigrations(database.pool), runMigrations(database.pool), runMigrations(database.pool)])
      const { rows } = await database.pool.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      )
      const names = rows.map((row) => row.table_name)
      for (const table of TABLES) assert.ok(names.includes(table), table)
      const applied = await database.pool.query('SELECT * FROM drizzle.__drizzle_migrations')
      assert.equal(applied.rowCount, migrationCount())
    } finally {
      await database.drop()
    }
  })

  it('change nothing on an already-migrated database, and the seed is idempotent', async () => {
    const database = await createTestDatabase()
    try {
      const counts = async () =>
        (
          await database.pool.query<{ accounts: string; tabs: string; diversions: string; versions: string; settings: string }>(
            `SELECT (SELECT count(*) FROM accounts) accounts, (SELECT count(*) FROM tab_configs) tabs,
                (SELECT count(*) FROM diversions) diversions, (SELECT count(*) FROM app_versions) versions,
                (SELECT count(*) FROM portal_settings) settings`,
          )
        ).rows[0]
      const before = await counts()
      await runMigrations(database.pool, async () => {
        await seedDemoInstitution(database.db)
      })
      await runMigrations(database.pool, async () => {
        await seedDemoInstitution(database.db)
      })
      assert.deepEqual(await counts(), before)
      // The six demo accounts, the people generated for online send (seed/online-send.ts) and the division staff.
      assert.ok(Number(before?.accounts) >= 2006, `accounts: ${before?.accounts}`)
      const applied = await database.pool.query('SELECT * FROM drizzle.__drizzle_migrations')
      assert.equal(applied.rowCount, migrationCount())
    } finally {
      await database.drop()
    }
  })

  it('seeds one account per identity, argon2id hashes and the shared mobile', async () => {
    const database = await createTestDatabase()
    try {
      // Not the reserved owner of directory groups (migration 0030): it has no password at all.
      const { rows } = await database.pool.query<{ identity_type_code: string; password_hash: string; mobile: string }>(
        `SELECT identity_type_code, password_hash, mobile FROM accounts WHERE username <> '_directory'`,
      )
      for (const identity of ['admin', 'guest', 'student', 'teacher']) {
        assert.ok(
          rows.some((row) => row.identity_type_code === identity),
          identity,
        )
      }
      for (const row of rows) assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      assert.equal(rows.filter((row) => row.mobile === '13912345678').length, 2)
    } finally {
      await database.drop()
    }
  })
})
