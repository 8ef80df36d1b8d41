import crypto from 'node:crypto'
import pg, { type Client } from 'pg'
import { connectDatabase, type DatabaseHandle } from '../../src/db/client'
import { quoteIdent } from '../../src/db/embedded'
import { startSharedPostgres, TEMPLATE_DATABASE } from './shared-postgres'

let ownServer: Promise<{ adminUrl: string; template: string }> | undefined

/** The run's shared PostgreSQL (from run.mjs), or one started for this file when it runs on its own. */
async function sharedServer(): Promise<{ adminUrl: string; template: string }> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL
  if (adminUrl) return { adminUrl, template: process.env.TEST_PG_TEMPLATE ?? TEMPLATE_DATABASE }
  ownServer ??= startSharedPostgres().then((shared) => {
    process.once('beforeExit', () => {
      void shared.stop()
    })
    return { adminUrl: shared.adminUrl, template: TEMPLATE_DATABASE }
  })
  return await ownServer
}

async function admin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export interface TestDatabase extends DatabaseHandle {
  name: string
  url: string
  drop: () => Promise<void>
}

/** A database of its own for one test file: a clone of the migrated template, or empty with `fresh`. */
export async function createTestDatabase(options: { fresh?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, template } = await sharedServer()
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  await admin(adminUrl, async (client) => {
    const from = options.fresh ? '' : ` TEMPLATE ${quoteIdent(template)}`
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quoteIdent(name)}${from}`)
        return
      } catch (error) {
        // Two files cloning the template at the same instant: PostgreSQL says the source is busy; retry.
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = connectDatabase(url.href, 5)
  return {
    ...handle,
    name,
    url: url.href,
    drop: async () => {
      await handle.pool.end()
      await admin(adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
      })
    },
  }
}
