import path from 'node:path'
import type { ServerConfig } from '../config'
import { connectDatabase, type DatabaseHandle } from './client'
import { ensureDatabase, startEmbeddedPostgres } from './embedded'
import { runMigrations } from './migrate'
import { seedDemoInstitution } from './seed/index'

export interface PreparedDatabase {
  database: DatabaseHandle
  embedded: boolean
  close: () => Promise<void>
}

export const EMBEDDED_DATABASE = 'portal'

/** DATABASE_URL if set, otherwise a PostgreSQL started under DATA_DIR/pg; then migrations and the demo seed. */
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
      if (config.seedDemo) await seedDemoInstitution(database.db)
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
