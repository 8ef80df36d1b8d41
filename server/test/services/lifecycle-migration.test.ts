import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { migrationsFolder } from '../../src/db/migrate'
import { createTestDatabase } from '../helpers/test-database'

const LIFECYCLE = '0032_services_lifecycle'

/** The migrations folder as it was before the lifecycle migration (its journal cut there). */
function foldersBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'))
  fs.cpSync(migrationsFolder, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  assert.ok(at > 0, `${tag} is in the journal`)
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return dir
}

describe('migration 0032: service status backfilled from enabled and the maintenance notice', () => {
  it('enabled → published, enabled with a notice → maintenance, not enabled → offline; enabled then follows status', async () => {
    const database = await createTestDatabase({ fresh: true })
    const before = foldersBefore(LIFECYCLE)
    try {
      await migrate(drizzle(database.pool), { migrationsFolder: before })
      await database.pool.query(
        `INSERT INTO services (service_name, service_no, enabled, maintenance_notice) VALUES
           ('开着的', 'M1', true, ''), ('维护的', 'M2', true, '系统升级'), ('关着的', 'M3', false, ''), ('关着且有说明的', 'M4', false, '旧说明')`,
      )
      await migrate(drizzle(database.pool), { migrationsFolder })
      const { rows } = await database.pool.query<{ service_no: string; status: string; enabled: boolean; maintenance_notice: string }>(
        'SELECT service_no, status, enabled, maintenance_notice FROM services ORDER BY service_no',
      )
      assert.deepEqual(
        rows.map((row) => [row.service_no, row.status, row.enabled, row.maintenance_notice]),
        [
          ['M1', 'published', true, ''],
          ['M2', 'maintenance', true, '系统升级'],
          ['M3', 'offline', false, ''],
          ['M4', 'offline', false, '旧说明'],
        ],
      )
      await database.pool.query(`UPDATE services SET status = 'draft' WHERE service_no = 'M1'`)
      const draft = await database.pool.query<{ enabled: boolean }>(`SELECT enabled FROM services WHERE service_no = 'M1'`)
      assert.equal(draft.rows[0]!.enabled, false, 'a draft never reaches the portal')
      // The database keeps status and the notice together: no maintenance without a notice, no notice when published.
      await assert.rejects(
        database.pool.query(`UPDATE services SET status = 'maintenance', maintenance_notice = '' WHERE service_no = 'M3'`),
      )
      await assert.rejects(database.pool.query(`UPDATE services SET status = 'published' WHERE service_no = 'M2'`))
      await assert.rejects(database.pool.query(`UPDATE services SET status = 'archived' WHERE service_no = 'M3'`))
      await assert.rejects(database.pool.query(`UPDATE services SET enabled = true WHERE service_no = 'M3'`))
    } finally {
      fs.rmSync(before, { recursive: true, force: true })
      await database.drop()
    }
  })
})
