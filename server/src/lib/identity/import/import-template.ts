import ExcelJS from 'exceljs'
import { IMPORT_SHEETS, type ImportSheetKey } from '@contract/admin-directory'

export type TemplateSheet = ImportSheetKey

/** One example row per sheet, valid as it stands (the organisation's parent is left empty: top level). */
const EXAMPLES: Record<ImportSheetKey, string[]> = {
  people: ['20260001', '张三', '学生', '13800000000', 'zhangsan@example.edu.cn', 'EX-CLASS-1', '正常'],
  orgs: ['EX-CLASS-1', '示例班级', '', '班级'],
  members: ['EX-GROUP', '示例群组', '20260001'],
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** One sheet as CSV: UTF-8 with a BOM, so Excel on Windows opens the Chinese header as it is. */
export function csvTemplate(sheet: TemplateSheet): { name: string; content: Buffer } {
  const { name, columns } = IMPORT_SHEETS[sheet]
  const lines = [columns as readonly string[], EXAMPLES[sheet]].map((row) => row.map(csvCell).join(','))
  return { name, content: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') }
}

/** The three sheets in one workbook, each with its header and an example row; 学工号 and 手机 kept as text. */
export async function xlsxTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  for (const key of Object.keys(IMPORT_SHEETS) as ImportSheetKey[]) {
    const { name, columns } = IMPORT_SHEETS[key]
    const sheet = workbook.addWorksheet(name)
    sheet.columns = columns.map((header) => ({ header, width: Math.max(12, header.length * 4), style: { numFmt: '@' } }))
    sheet.addRow(EXAMPLES[key])
    sheet.getRow(1).font = { bold: true }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
