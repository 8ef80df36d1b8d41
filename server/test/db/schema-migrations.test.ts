import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual, promisify } from 'node:util'
import { describe, it } from 'node:test'
import { migrationsFolder } from '../../src/db/migrate'

const run = promisify(execFile)
const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..')
const drizzleKit = path.join(projectRoot, 'node_modules', '.bin', 'drizzle-kit')
const schemaFile = path.join(projectRoot, 'server', 'src', 'db', 'schema', 'index.ts')

/**
 * Runs `drizzle-kit generate` against a copy of the committed migrations and returns the SQL files it adds.
 * drizzle-kit only accepts an output folder relative to its working directory, hence the cwd.
 */
async function wouldGenerate(prepare: (copy: string) => void = () => {}): Promise<Record<string, string>> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-check-'))
  try {
    const copy = path.join(workDir, 'drizzle')
    fs.cpSync(migrationsFolder, copy, { recursive: true })
    prepare(copy)
    const before = new Set(fs.readdirSync(copy))
    await run(
      drizzleKit,
      ['generate', '--dialect', 'postgresql', '--schema', path.relative(workDir, schemaFile), '--out', 'drizzle', '--name', 'schema_check'],
      { cwd: workDir },
    )
    const added = fs.readdirSync(copy).filter((file) => file.endsWith('.sql') && !before.has(file))
    return Object.fromEntries(added.map((file) => [file, fs.readFileSync(path.join(copy, file), 'utf8')]))
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true })
  }
}

describe('Drizzle schema and committed migrations', () => {
  it('match: drizzle-kit generate has nothing to add (else run it and commit the migration)', async () => {
    const added = await wouldGenerate()
    assert.deepEqual(
      added,
      {},
      `the schema differs from server/drizzle; run npx drizzle-kit generate --config server/drizzle.config.ts --name <change>:\n${Object.values(added).join('\n')}`,
    )
  })

  it('the check notices a difference (the newest schema migration left out → it is generated again)', async () => {
    let removed = ''
    const added = await wouldGenerate((copy) => {
      const journalFile = path.join(copy, 'meta', '_journal.json')
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; tag: string }> }
      const snapshotOf = (idx: number) => path.join(copy, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`)
      const tablesOf = (idx: number): unknown => JSON.parse(fs.readFileSync(snapshotOf(idx), 'utf8')).tables
      // Custom migrations (triggers, functions) leave the schema snapshot as it was: drop them with the newest that changed it.
      for (;;) {
        const last = journal.entries.pop()!
        // The entry before, not idx - 1: migration numbers are handed out ahead, so the journal may skip one.
        const changedSchema = !isDeepStrictEqual(tablesOf(last.idx), tablesOf(journal.entries.at(-1)!.idx))
        if (changedSchema) removed = fs.readFileSync(path.join(copy, `${last.tag}.sql`), 'utf8')
        fs.rmSync(path.join(copy, `${last.tag}.sql`))
        fs.rmSync(snapshotOf(last.idx))
        if (changedSchema) break
      }
      fs.writeFileSync(journalFile, JSON.stringify(journal))
    })
    const sql = Object.values(added)
    assert.equal(sql.length, 1)
    // Whatever the newest migration does to the schema (create a table, add a column…) is generated again. Rows it
    // carries over for databases that already hold data (INSERT … SELECT, with their comment lines) are not schema.
    const statements = (text: string) =>
      text
        .split('--> statement-breakpoint')
        .map((part) =>
          part
            .split('\n')
            .filter((line) => !line.trim().startsWith('--'))
            .join('\n')
            .trim(),
        )
        .filter((part) => part && !/^(INSERT|UPDATE|DELETE)\b/i.test(part))
        .sort()
    assert.deepEqual(statements(sql[0]!), statements(removed))
  })
})
