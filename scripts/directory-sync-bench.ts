// The body of scripts/bench-directory-sync.mjs: slapd loaded with a generated school of `--people` entries, a clone of
// the seeded template database, then two runs of the sync (the same code path as the scheduled job and 立即同步).
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { loadConfig, loadLdapConfig, parseSignOnMethods } from '../server/src/config'
import { applyDirectory } from '../server/src/lib/identity/directory-sync/apply-directory'
import { readLdapDirectory } from '../server/src/lib/identity/ldap/ldap-directory'
import { startSharedPostgres } from '../server/test/helpers/shared-postgres'
import { schoolDirectory, startSlapd } from '../server/test/helpers/slapd.mjs'
import { createTestDatabase } from '../server/test/helpers/test-database'

const argIndex = process.argv.indexOf('--people')
const people = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 40_000
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const postgres = await startSharedPostgres()
  process.env.TEST_PG_ADMIN_URL = postgres.adminUrl
  const database = await createTestDatabase()
  let started = performance.now()
  const school = schoolDirectory({ people })
  const slapd = await startSlapd({ ldif: school.ldif })
  console.log(
    `slapd loaded with ${people} people, ${school.classes.length} classes, ${school.groups.length} groups in ${seconds(performance.now() - started)}`,
  )
  const ldap = loadLdapConfig(slapd.env)!
  const identity = { ...loadConfig().identity, methods: parseSignOnMethods('student=ldap,teacher=ldap'), ldap }
  try {
    for (const label of ['first sync', 're-sync']) {
      started = performance.now()
      const snapshot = await readLdapDirectory(ldap)
      const read = performance.now() - started
      const applyStarted = performance.now()
      const result = await database.db.transaction(
        async (tx) => await applyDirectory(tx, snapshot, { localAccounts: identity.breakGlassAccounts, now: new Date() }),
      )
      const apply = performance.now() - applyStarted
      const { added, changed, disabled, skipped } = result.counts
      console.log(
        `${label.padEnd(10)} ${seconds(read + apply)} (read ${seconds(read)}, apply ${seconds(apply)}; target < 120 s): ` +
          `${snapshot.people.length} entries, added ${added}, changed ${changed}, disabled ${disabled}, skipped ${skipped}`,
      )
    }
    const [{ n }] = (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM directory_accounts`)).rows
    console.log(`directory accounts in the portal: ${n}`)
  } finally {
    await slapd.stop()
    await database.drop()
    await postgres.stop()
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
