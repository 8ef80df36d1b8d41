import { setUpSearch } from '../../src/lib/search/search-indexer'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connectDatabase } from '../../src/db/client'
import { ensureDatabase, startEmbeddedPostgres } from '../../src/db/embedded'
import { runMigrations } from '../../src/db/migrate'
import { seedDemoInstitution } from '../../src/db/seed/index'
import PgBoss from 'pg-boss'
import { IdTokens } from '../../src/lib/auth/id-tokens'
import { JOBS_SCHEMA } from '../../src/plugins/app/jobs'

export const TEMPLATE_DATABASE = 'portal_template'

export interface SharedPostgres {
  adminUrl: string
  env: Record<string, string>
  stop: () => Promise<void>
}

/** Starts a throw-away embedded PostgreSQL and prepares the migrated, seeded template database. */
export async function startSharedPostgres(): Promise<SharedPostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-pg-'))
  // The embedded server may run as the unprivileged `postgres` user when we are root.
  fs.chmodSync(dataDir, 0o777)
  const pgDir = path.join(dataDir, 'pg')
  const embedded = await startEmbeddedPostgres(pgDir)
  const adminUrl = embedded.url('postgres')
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE)
  const template = connectDatabase(embedded.url(TEMPLATE_DATABASE), 2)
  await runMigrations(template.pool, async () => {
    await seedDemoInstitution(template.db)
  })
  // One RSA key for every clone: generating it costs ~0.3 s per test file otherwise.
  await new IdTokens(template.db, { audience: 'campus-portal', issuer: 'campus-portal-token-service', ttlSeconds: 7200 }).init()
  // The search index (extension, triggers and the full first build) too: built at every app start otherwise.
  await setUpSearch(template.db)
  // The job queue's tables in the template too, so each clone's app starts its queue without creating them.
  await template.pool.query(PgBoss.getConstructionPlans(JOBS_SCHEMA))
  await template.pool.end()
  return {
    adminUrl,
    env: { TEST_PG_ADMIN_URL: adminUrl, TEST_PG_TEMPLATE: TEMPLATE_DATABASE },
    stop: async () => {
      await embedded.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
