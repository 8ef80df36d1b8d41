import type { adminDirectoryEndpoints, DirectoryImportMode, DirectorySyncRun } from '@contract/admin-directory'
import { adminPaths } from '@contract/paths/admin'
import { download, endpointClient, upload } from './client'

/** 目录同步: the school's LDAP as configured, runs on demand, their reports. */
export const directoryApi = endpointClient<typeof adminDirectoryEndpoints>(adminPaths)

/** 导入: templates, 预览 (dry run) and 确认导入 of the same file. */
export const directoryImportApi = {
  /** The .xlsx template (three sheets) or one sheet as .csv. */
  template: (format: 'xlsx' | 'csv', sheet: 'people' | 'orgs' | 'members', fileName: string) =>
    download(adminPaths.directoryImportTemplate, format === 'xlsx' ? { format } : { format, sheet }, fileName),
  dryRun: (mode: DirectoryImportMode, file: File) => upload<DirectorySyncRun>(adminPaths.directoryImportDryRun, { mode }, file, file.name),
  apply: (runId: number, file: File) =>
    upload<DirectorySyncRun>(adminPaths.directoryImportApply, { runId: String(runId) }, file, file.name),
}
