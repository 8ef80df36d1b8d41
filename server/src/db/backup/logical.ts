import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { backupName, writeManifest, type DumpManifest } from './manifest'

const run = promisify(execFile)

export interface PgDumpChoice {
  binary: string
  version: string
  major: number
}

/** pg_dump binaries to consider: each one on PATH, then Debian's and the PGDG RPMs' per-version folders. */
function candidates(major: number, searchPath: string): string[] {
  const onPath = searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'pg_dump'))
  const seen = new Set<string>()
  return [...onPath, `/usr/lib/postgresql/${major}/bin/pg_dump`, `/usr/pgsql-${major}/bin/pg_dump`].filter((file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK)
      // /bin and /usr/bin are often one folder: each binary once.
      const real = fs.realpathSync(file)
      if (seen.has(real)) return false
      seen.add(real)
      return true
    } catch {
      return false
    }
  })
}

/** The first pg_dump whose major version is `major`; otherwise an error that says what was found and what to install. */
export async function findPgDump(major: number, searchPath = process.env.PATH ?? ''): Promise<PgDumpChoice> {
  const found: PgDumpChoice[] = []
  for (const binary of candidates(major, searchPath)) {
    const { stdout } = await run(binary, ['--version']).catch(() => ({ stdout: '' }))
    const version = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(stdout)
    if (!version) continue
    const choice = { binary, version: `${version[1]}${version[2] ?? ''}`, major: Number(version[1]) }
    if (choice.major === major) return choice
    found.push(choice)
  }
  const installed = found.length
    ? `only ${found.map((choice) => `pg_dump ${choice.version} (${choice.binary})`).join(', ')} is`
    : 'no pg_dump is'
  throw new Error(
    `The database runs PostgreSQL ${major}, but ${installed} installed here. A backup needs pg_dump ${major}: ` +
      `install the PostgreSQL ${major} client (Debian/Ubuntu: apt-get install postgresql-client-${major} from apt.postgresql.org; ` +
      `RHEL: dnf install postgresql${major}) and put its pg_dump first on PATH.`,
  )
}

export interface DumpBackupOptions {
  url: string
  outDir: string
  log?: (line: string) => void
  searchPath?: string
}

/** `pg_dump -Fc` of an external PostgreSQL, with a pg_dump of the server's major version. */
export async function dumpBackup(options: DumpBackupOptions): Promise<{ dir: string; manifest: DumpManifest }> {
  const log = options.log ?? (() => {})
  const started = new Date()
  const client = new pg.Client({ connectionString: options.url })
  await client.connect()
  let serverVersion: string
  let serverVersionNum: number
  let database: string
  try {
    const { rows } = await client.query<{ version: string; num: string; database: string }>(
      "SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num, current_database() AS database",
    )
    serverVersion = rows[0]!.version
    serverVersionNum = Number(rows[0]!.num)
    database = rows[0]!.database
  } finally {
    await client.end()
  }
  const serverMajor = Math.floor(serverVersionNum / 10000)
  const pgDump = await findPgDump(serverMajor, options.searchPath)

  const name = backupName(started, 'dump')
  const finalDir = path.join(options.outDir, name)
  const workDir = `${finalDir}.partial`
  fs.mkdirSync(workDir, { recursive: true })
  try {
    // The password goes through the environment, not the command line other users can read in `ps`.
    const target = new URL(options.url)
    const password = decodeURIComponent(target.password)
    target.password = ''
    const dumpFile = 'portal.dump'
    log(`pg_dump ${pgDump.version} of ${database} (PostgreSQL ${serverVersion})`)
    await run(pgDump.binary, ['--format=custom', '--no-password', `--file=${path.join(workDir, dumpFile)}`, `--dbname=${target.href}`], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    })
    const hash = createHash('sha256')
    for await (const chunk of fs.createReadStream(path.join(workDir, dumpFile))) hash.update(chunk as Buffer)
    const manifest: DumpManifest = {
      format: 'campus-portal-backup',
      formatVersion: 1,
      kind: 'dump',
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      serverVersion,
      serverMajor,
      database,
      pgDumpVersion: pgDump.version,
      file: { path: dumpFile, size: fs.statSync(path.join(workDir, dumpFile)).size, sha256: hash.digest('hex') },
    }
    writeManifest(workDir, manifest)
    fs.renameSync(workDir, finalDir)
    log(`backup complete: ${finalDir}`)
    return { dir: finalDir, manifest }
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true })
    throw error
  }
}
