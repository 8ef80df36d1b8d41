import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminDirectoryEndpoints, IMPORT_MAX_MB, type DirectoryImportMode } from '@contract/admin-directory'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { ErrorResponse } from '@contract/common'
import { ApiError, badRequest, ok } from '../../lib/common/api-error'
import { applyImport, dryRunImport, runRow, type ImportUpload } from '../../lib/identity/directory-sync/sync-runs'
import { importDigest, readImportFile } from '../../lib/identity/import/import-directory'
import { csvTemplate, xlsxTemplate, type TemplateSheet } from '../../lib/identity/import/import-template'
import { userOf } from '../../plugins/app/authentication'
import { serve } from '../../serve-endpoint'

const config = { adminRole: ADMIN_ROLES.globalAdmin }
const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ idToken: [] }] })
const iso = (at: Date | null) => (at ? at.toISOString() : null)
const MODES: Record<string, DirectoryImportMode> = { full: 'full', incremental: 'incremental', 全量: 'full', 增量: 'incremental' }

interface Upload {
  fields: Record<string, string>
  content: Buffer
  fileName: string
}

/** The multipart form: its text fields (sent before the file) and the one file, at most IMPORT_MAX_MB (413). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new ApiError(415, '请以 multipart/form-data 上传文件（字段 file）')
  const fields: Record<string, string> = {}
  let file: { content: Buffer; fileName: string } | undefined
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: IMPORT_MAX_MB * 1024 * 1024, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('请在字段 file 中上传文件')
        file = { content: await part.toBuffer(), fileName: part.filename }
      } else {
        fields[part.fieldname] = String(part.value)
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, `导入文件不能超过 ${IMPORT_MAX_MB} MB`)
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('一次只能导入一个文件')
    throw error
  }
  if (!file) throw badRequest('请选择要导入的文件（字段 file）')
  if (file.content.length === 0) throw badRequest('文件是空的')
  return { fields, ...file }
}

async function uploadOf(request: FastifyRequest, upload: Upload, mode: DirectoryImportMode): Promise<ImportUpload> {
  const fileName = upload.fileName.split(/[\\/]/).pop()?.slice(0, 120) || '导入文件'
  const { snapshot, sheets } = await readImportFile(upload.content, fileName)
  if (mode === 'full' && !sheets.includes('people')) throw badRequest('全量导入须包含「人员」表（缺少的人员将被停用）')
  request.log.info({ fileName, sheets, people: snapshot.people.length }, 'directory import read')
  return { snapshot, mode, fileName, digest: importDigest(upload.content, mode) }
}

const runAnswer = (row: Awaited<ReturnType<typeof runRow>>) => {
  const { digest: _digest, ...rest } = row
  return { ...rest, startedAt: row.startedAt.toISOString(), finishedAt: iso(row.finishedAt) }
}

/** 导入 in the operator console (全局管理员): templates, 预览 (a dry run), 确认导入 — the directory sync's own path. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = () => fastify.directorySync.deps

  serve(
    fastify,
    adminDirectoryEndpoints.directoryImportTemplate,
    { config, schema: docs('导入模板：.xlsx（人员、组织、群组成员三个工作表，各一行示例）或单表 .csv') },
    async (request, reply) => {
      const { format, sheet } = request.query
      if (format === 'xlsx') {
        reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename="import-template.xlsx"; filename*=UTF-8''${encodeURIComponent('导入模板.xlsx')}`,
          )
        return reply.send(await xlsxTemplate())
      }
      const which: TemplateSheet = sheet ?? 'people'
      const { name, content } = csvTemplate(which)
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${which}.csv"; filename*=UTF-8''${encodeURIComponent(`${name}.csv`)}`)
      return reply.send(content)
    },
  )

  serve(
    fastify,
    adminDirectoryEndpoints.directoryImportDryRun,
    {
      config,
      schema: {
        ...docs(`预览导入（字段 mode：incremental 增量（默认）或 full 全量；字段 file：.xlsx 或 .csv，最大 ${IMPORT_MAX_MB} MB）`),
        consumes: ['multipart/form-data'],
        response: { 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const upload = await readUpload(request)
      const modeText = upload.fields.mode ?? 'incremental'
      const mode = MODES[modeText]
      if (!mode) throw badRequest(`导入方式「${modeText}」无法识别（应为 incremental 增量或 full 全量）`)
      const row = await dryRunImport(deps(), await uploadOf(request, upload, mode), userOf(request))
      return ok(runAnswer(row), row.status === 'dry_run' ? '预览完成，确认后导入' : '预览失败')
    },
  )

  serve(
    fastify,
    adminDirectoryEndpoints.directoryImportApply,
    {
      config,
      schema: {
        ...docs('确认导入：再次上传预览时的同一文件（字段 runId、file）；一个事务，全部或全不'),
        consumes: ['multipart/form-data'],
        response: { 409: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const upload = await readUpload(request)
      const runId = Number(upload.fields.runId)
      if (!Number.isInteger(runId) || runId <= 0) throw badRequest('缺少预览记录编号 runId')
      const preview = await runRow(fastify.db, runId)
      if (!preview.mode) throw new ApiError(409, '该记录不是待确认的导入预览')
      const row = await applyImport(deps(), runId, await uploadOf(request, upload, preview.mode), userOf(request))
      return ok(runAnswer(row), row.status === 'succeeded' ? '导入完成' : '导入失败，未做任何更改')
    },
  )
}

export default routes
