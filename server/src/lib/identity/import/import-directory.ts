import { createHash } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { IMPORT_SHEETS, type ImportSheetKey } from '@contract/admin-directory'
import type { OrgUnitKind, SkippedEntry } from '../../../db/schema/index'
import { badRequest, ApiError } from '../../common/api-error'
import type { DirectoryGroup, DirectoryOrg, DirectoryPerson, DirectorySnapshot } from '../directory-sync/directory-entries'

/** One data row of a sheet: its line number in the file and its cells by column name. */
interface SheetRow {
  line: number
  cells: Record<string, string>
}

type Sheets = Partial<Record<ImportSheetKey, SheetRow[]>>

export interface ImportFile {
  snapshot: DirectorySnapshot
  /** The sheets the file held (a CSV holds one). */
  sheets: ImportSheetKey[]
}

const ORG_KINDS: Record<string, OrgUnitKind> = {
  学校: 'school',
  school: 'school',
  学院: 'college',
  college: 'college',
  系: 'department',
  部门: 'department',
  department: 'department',
  处室: 'office',
  机关: 'office',
  office: 'office',
  班级: 'class',
  class: 'class',
}
const ENABLED = new Set(['', '正常', '启用', '在校', '在职'])
const DISABLED = new Set(['停用', '禁用', '离校', '离职'])

/** SHA-256 of the file's bytes and the mode: 确认导入 must bring exactly what the dry run read. */
export const importDigest = (content: Buffer, mode: string): string =>
  createHash('sha256').update(content).update(`\n${mode}`).digest('hex')

const where = (sheet: ImportSheetKey, line: number) => `${IMPORT_SHEETS[sheet].name} 第${line}行`

/** Which sheet a header row is, by its Chinese column names; 400 naming an unknown or a missing column. */
function sheetOfHeader(header: string[], label: string): { key: ImportSheetKey; columns: (string | null)[] } {
  const names = header.map((cell) => cell.trim())
  const key = (Object.keys(IMPORT_SHEETS) as ImportSheetKey[]).find((candidate) =>
    IMPORT_SHEETS[candidate].required.every((column) => names.includes(column)),
  )
  if (!key) {
    const guess = names.includes('群组代码') ? 'members' : names.includes('学工号') ? 'people' : names.includes('代码') ? 'orgs' : undefined
    if (guess) {
      const missing = IMPORT_SHEETS[guess].required.filter((column) => !names.includes(column))
      throw badRequest(`${label}缺少必填列：${missing.join('、')}`)
    }
    throw badRequest(`${label}的表头无法识别：第 1 行应为「人员」「组织」或「群组成员」的列名（见模板）`)
  }
  const known: readonly string[] = IMPORT_SHEETS[key].columns
  const unknown = names.filter((name) => name && !known.includes(name))
  if (unknown.length > 0) throw badRequest(`${label}有无法识别的列：${unknown.join('、')}（应为：${known.join('、')}）`)
  const repeated = names.filter((name, index) => name && names.indexOf(name) !== index)
  if (repeated.length > 0) throw badRequest(`${label}的列重复：${repeated.join('、')}`)
  return { key, columns: names.map((name) => name || null) }
}

function addSheet(sheets: Sheets, key: ImportSheetKey, rows: SheetRow[], label: string): void {
  if (sheets[key]) throw badRequest(`${label}与另一工作表都是「${IMPORT_SHEETS[key].name}」`)
  sheets[key] = rows
}

const rowOf = (columns: (string | null)[], values: string[], line: number): SheetRow | undefined => {
  const cells: Record<string, string> = {}
  let any = false
  columns.forEach((column, index) => {
    const value = (values[index] ?? '').trim()
    if (column) cells[column] = value
    if (value) any = true
  })
  return any ? { line, cells } : undefined
}

/** A cell as text, whatever exceljs made of it (numbers, rich text, hyperlinks, formulas, dates). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('')
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
    if ('error' in value) return ''
  }
  return String(value)
}

/** Collects one worksheet's rows: the first non-empty row is the header, the rest are data with their line numbers. */
function sheetCollector(sheets: Sheets, sheetName: string) {
  let header: { key: ImportSheetKey; columns: (string | null)[] } | undefined
  const rows: SheetRow[] = []
  const label = `工作表「${sheetName}」`
  return {
    row(number: number, cellValues: ExcelJS.CellValue[]) {
      // exceljs row values are 1-based (index 0 empty).
      const values = (cellValues ?? []).slice(1).map(cellText)
      if (!header) {
        if (values.some((value) => value.trim())) header = sheetOfHeader(values, label)
        return
      }
      const parsed = rowOf(header.columns, values, number)
      if (parsed) rows.push(parsed)
    },
    done() {
      if (header) addSheet(sheets, header.key, rows, label)
    },
  }
}

/**
 * Every sheet of an .xlsx. Not exceljs's streaming WorkbookReader: it decodes each zip chunk to text on its own, so a
 * Chinese character split across two chunks comes out broken (12 of 40,000 names in the bench); the whole-workbook
 * reader decodes each part at once. A 40,000-row file (about 2 MB) reads in a few seconds.
 */
async function readXlsx(content: Buffer): Promise<Sheets> {
  const sheets: Sheets = {}
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer)
  } catch (error) {
    throw badRequest(`无法读取该 Excel 文件（请另存为 .xlsx 后重试）：${error instanceof Error ? error.message : String(error)}`)
  }
  for (const worksheet of workbook.worksheets) {
    const collector = sheetCollector(sheets, worksheet.name)
    worksheet.eachRow((row, number) => collector.row(number, row.values as ExcelJS.CellValue[]))
    collector.done()
  }
  return sheets
}

/** UTF-8 with or without BOM; bytes that are not UTF-8 are read as GBK (a CSV saved by Excel on Chinese Windows). */
export function decodeCsv(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content)
  } catch {
    return new TextDecoder('gbk').decode(content)
  }
}

function readCsv(content: Buffer): Sheets {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(decodeCsv(content), { relax_column_count: true, skip_empty_lines: false, info: true }) as unknown as typeof records
  } catch (error) {
    throw badRequest(`CSV 格式不正确：${error instanceof Error ? error.message : String(error)}`)
  }
  const first = records.findIndex(({ record }) => record.some((value) => value.trim()))
  if (first < 0) throw badRequest('文件中没有任何内容')
  const header = sheetOfHeader(records[first]!.record, 'CSV 文件')
  const rows: SheetRow[] = []
  for (const { record, info } of records.slice(first + 1)) {
    const parsed = rowOf(header.columns, record, info.lines)
    if (parsed) rows.push(parsed)
  }
  return { [header.key]: rows }
}

/** Organisations parents first (a parent later in the file is placed before its children). */
function parentsFirst(orgs: DirectoryOrg[]): DirectoryOrg[] {
  const byCode = new Map(orgs.map((org) => [org.code, org] as const))
  const placed = new Set<string>()
  const ordered: DirectoryOrg[] = []
  const visit = (org: DirectoryOrg, path: Set<string>) => {
    if (placed.has(org.code) || path.has(org.code)) return
    path.add(org.code)
    const parent = org.parentCode ? byCode.get(org.parentCode) : undefined
    if (parent) visit(parent, path)
    placed.add(org.code)
    ordered.push(org)
  }
  for (const org of orgs) visit(org, new Set())
  return ordered
}

/** The sheets as a snapshot of the source `import`; rows that cannot be read become rejected entries with their line. */
export function snapshotOf(sheets: Sheets): DirectorySnapshot {
  const rejected: SkippedEntry[] = []
  const people: DirectoryPerson[] = []
  for (const { line, cells } of sheets.people ?? []) {
    const entryRef = where('people', line)
    const status = cells['状态'] ?? ''
    if (!ENABLED.has(status) && !DISABLED.has(status)) {
      rejected.push({ entryRef, username: cells['学工号'] ?? '', reason: `状态「${status}」无法识别（应为正常或停用）` })
      continue
    }
    people.push({
      entryRef,
      username: cells['学工号'] ?? '',
      name: cells['姓名'] ?? '',
      identity: cells['身份'] ?? '',
      mobile: cells['手机'],
      email: cells['邮箱'],
      orgCode: cells['组织代码'] === undefined ? undefined : cells['组织代码'] || null,
      disabled: DISABLED.has(status),
    })
  }

  const orgRows = new Map<string, DirectoryOrg[]>()
  for (const { line, cells } of sheets.orgs ?? []) {
    const entryRef = where('orgs', line)
    const code = cells['代码'] ?? ''
    const name = cells['名称'] ?? ''
    const kindText = cells['类型'] ?? ''
    const kind = kindText ? ORG_KINDS[kindText.toLowerCase()] : 'department'
    if (!code || !name) {
      rejected.push({ entryRef, username: '', reason: code ? '缺少组织名称' : '缺少组织代码' })
    } else if (!kind) {
      rejected.push({ entryRef, username: '', reason: `组织类型「${kindText}」无法识别（应为学校、学院、系、处室或班级）` })
    } else if (cells['上级代码'] === code) {
      rejected.push({ entryRef, username: '', reason: '上级代码不能是组织自己' })
    } else {
      orgRows.set(code, [...(orgRows.get(code) ?? []), { entryRef, code, name, parentCode: cells['上级代码'] || null, kind }])
    }
  }
  const orgs: DirectoryOrg[] = []
  for (const [code, entries] of orgRows) {
    if (entries.length === 1) orgs.push(entries[0]!)
    else
      for (const entry of entries) {
        const others = entries.filter((other) => other !== entry).map((other) => other.entryRef)
        rejected.push({ entryRef: entry.entryRef, username: '', reason: `组织代码「${code}」重复（同代码：${others.join('；')}）` })
      }
  }

  const groups = new Map<string, DirectoryGroup>()
  for (const { line, cells } of sheets.members ?? []) {
    const entryRef = where('members', line)
    const code = cells['群组代码'] ?? ''
    const username = cells['学工号'] ?? ''
    if (!code || !username) {
      rejected.push({ entryRef, username, reason: code ? '缺少学工号' : '缺少群组代码' })
      continue
    }
    const group = groups.get(code) ?? { entryRef, code, name: '', members: [], memberRefs: [] }
    if (!group.name && cells['群组名称']) group.name = cells['群组名称']
    group.members.push(username)
    group.memberRefs!.push(entryRef)
    groups.set(code, group)
  }
  for (const group of groups.values()) group.name ||= group.code

  return { source: 'import', people, orgs: parentsFirst(orgs), groups: [...groups.values()], rejected }
}

const isZip = (content: Buffer) => content.length > 4 && content.readUInt32LE(0) === 0x04034b50

/** Reads an uploaded .xlsx or .csv (400 for anything else, or a header it cannot match). */
export async function readImportFile(content: Buffer, fileName: string): Promise<ImportFile> {
  const lower = fileName.toLowerCase()
  let sheets: Sheets
  if (isZip(content)) sheets = await readXlsx(content)
  else if (lower.endsWith('.csv') || lower.endsWith('.txt')) sheets = readCsv(content)
  else throw new ApiError(415, '只能导入 .xlsx 或 .csv 文件（旧版 .xls 请另存为 .xlsx）')
  const keys = (Object.keys(IMPORT_SHEETS) as ImportSheetKey[]).filter((key) => sheets[key])
  if (keys.length === 0) throw badRequest('文件中没有「人员」「组织」或「群组成员」工作表')
  return { snapshot: snapshotOf(sheets), sheets: keys }
}
