import path from 'node:path'
import type { ServerConfig } from '../config'
import { connectDatabase, type DatabaseHandle } from './client'
import { embeddedUrl, ensureDatabase, runningEmbeddedPort, startEmbeddedPostgres } from './embedded'
import { runMigrations } from './migrate'
import { seedDemoInstitution } from './seed/index'
import { seedSystemData } from './seed/system'

export interface PreparedDatabase {
  database: DatabaseHandle
  embedded: boolean
  close: () => Promise<void>
}

export const EMBEDDED_DATABASE = 'portal'

/** DATABASE_URL if set, otherwise a PostgreSQL started under DATA_DIR/pg; then migrations, the system data and (unless SEED_DEMO=0) the demo seed. */
export async function prepareDatabase(config: ServerConfig, log: (line: string) => void = () => {}): Promise<PreparedDatabase> {
  let url = config.databaseUrl
  let stopEmbedded: (() => Promise<void>) | undefined
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), log)
    stopEmbedded = embedded.stop
    try {
      await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE)
    } catch (error) {
      await embedded.stop()
      throw error
    }
    url = embedded.url(EMBEDDED_DATABASE)
  }
  const database = connectDatabase(url)
  try {
    await runMigrations(database.pool, async () => {
      await (config.seedDemo ? seedDemoInstitution(database.db) : seedSystemData(database.db))
    })
  } catch (error) {
    await database.pool.end()
    await stopEmbedded?.()
    throw error
  }
  return {
    database,
    embedded: stopEmbedded !== undefined,
    close: async () => {
      await database.pool.end()
      await stopEmbedded?.()
    },
  }
}

/**
 * For commands beside a running portal (`npm run operator`): the embedded PostgreSQL the portal already runs on
 * DATA_DIR/pg, else what the portal itself would open (DATABASE_URL, or the embedded one started for the command).
 */
export async function attachDatabase(config: ServerConfig, log: (line: string) => void = () => {}): Promise<PreparedDatabase> {
  const port = config.databaseUrl ? undefined : await runningEmbeddedPort(path.join(config.dataDir, 'pg'))
  if (port === undefined) return await prepareDatabase(config, log)
  const database = connectDatabase(embeddedUrl(port, EMBEDDED_DATABASE))
  return { database, embedded: true, close: async () => await database.pool.end() }
}
