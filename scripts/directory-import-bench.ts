// The body of scripts/bench-directory-import.mjs: a generated school of `--people` rows (with its organisations and
// group members) as .xlsx and as .csv, imported into a clone of the seeded template database through the console's
// own path (read the file, 预览 = dry run rolled back, 确认导入 = the same applyDirectory in one transaction).
import { performance } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../server/src/config'
import { applyImport, dryRunImport, type DirectorySyncDeps } from '../server/src/lib/identity/directory-sync/sync-runs'
import { importDigest, readImportFile } from '../server/src/lib/identity/import/import-directory'
import { startSharedPostgres } from '../server/test/helpers/shared-postgres'
import { createTestDatabase } from '../server/test/helpers/test-database'

const argIndex = process.argv.indexOf('--people')
const people = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 40_000
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const PER_CLASS = 60

function school() {
  const colleges = Array.from({ length: 12 }, (_, i) => [`BI-C${i}`, `基准学院${i}`, '', '学院'])
  const classes = Array.from({ length: Math.ceil(people / PER_CLASS) }, (_, i) => [`BI-K${i}`, `基准班级${i}`, `BI-C${i % 12}`, '班级'])
  const persons = Array.from({ length: people }, (_, i) => {
    const number = String(70_000_000 + i)
    return [
      number,
      `基准${i}`,
      i % 20 === 0 ? '教师' : '学生',
      `139${String(i).padStart(8, '0')}`,
      `b${i}@example.edu.cn`,
      `BI-K${Math.floor(i / PER_CLASS)}`,
      '正常',
    ]
  })
  // One group per class (its people), as an LDAP groupOfNames per class would be.
  const members = persons.map((row, i) => [`BI-G${Math.floor(i / PER_CLASS)}`, `基准群组${Math.floor(i / PER_CLASS)}`, row[0]!])
  return { orgs: [...colleges, ...classes], persons, members }
}

async function xlsxOf(data: ReturnType<typeof school>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheets: [string, string[], string[][]][] = [
    ['人员', ['学工号', '姓名', '身份', '手机', '邮箱', '组织代码', '状态'], data.persons],
    ['组织', ['代码', '名称', '上级代码', '类型'], data.orgs],
    ['群组成员', ['群组代码', '群组名称', '学工号'], data.members],
  ]
  for (const [name, header, rows] of sheets) {
    const sheet = workbook.addWorksheet(name)
    sheet.addRow(header)
    sheet.addRows(rows)
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const csvOf = (data: ReturnType<typeof school>) =>
  Buffer.from(`\uFEFF学工号,姓名,身份,手机,邮箱,组织代码,状态\r\n${data.persons.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8')

async function main() {
  const postgres = await startSharedPostgres()
  process.env.TEST_PG_ADMIN_URL = postgres.adminUrl
  const database = await createTestDatabase()
  const deps: DirectorySyncDeps = { db: database.db, identity: loadConfig().identity, now: () => new Date(), forgetTokenVersion: () => {} }
  const operator = { accountId: null, username: 'bench', userName: '基准测试' }
  try {
    let started = performance.now()
    const data = school()
    const files: [string, Buffer][] = [
      ['school.xlsx', await xlsxOf(data)],
      ['school.csv', csvOf(data)],
    ]
    console.log(
      `generated ${people} people, ${data.orgs.length} organisations, ${data.members.length} group rows in ${seconds(performance.now() - started)}`,
    )
    for (const [name, content] of files) {
      started = performance.now()
      const { snapshot } = await readImportFile(content, name)
      const read = performance.now() - started
      const upload = { snapshot, mode: 'incremental' as const, fileName: name, digest: importDigest(content, 'incremental') }
      const dryStarted = performance.now()
      const preview = await dryRunImport(deps, upload, operator)
      const dry = performance.now() - dryStarted
      const applyStarted = performance.now()
      // 确认导入 reads the file again, as the route does.
      const again = await readImportFile(content, name)
      const applied = await applyImport(deps, preview.id, { ...upload, snapshot: again.snapshot }, operator)
      const apply = performance.now() - applyStarted
      console.log(
        `${name.padEnd(11)} ${(content.length / 1024 / 1024).toFixed(1)} MB: read ${seconds(read)}, dry run ${seconds(dry)}, ` +
          `确认导入 (read + apply) ${seconds(apply)}; total ${seconds(read + dry + apply)} (target < 60 s): ${applied.status}, ` +
          `${applied.entries} rows, added ${applied.added}, changed ${applied.changed}, skipped ${applied.skipped}`,
      )
    }
    const [{ n }] = (
      await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM directory_accounts WHERE source = 'import'`)
    ).rows
    console.log(`imported accounts in the portal: ${n}`)
  } finally {
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
