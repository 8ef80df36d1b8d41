import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ApiError, badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { ACCEPTED_TYPES_LABEL, recogniseFile } from '../../../lib/files/file-kinds'
import { saveFile } from '../../../lib/files/files-repository'
import { BASES } from '@contract/bases'
import { ErrorResponse } from '@contract/common'
import { UploadResponse } from '@contract/files'
import { UPLOAD_FIELD, filePaths } from '@contract/paths/files'

/** File names as stored: no path, no control characters, at most 120 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return (cleaned || '未命名文件').slice(0, 120)
}

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const maxMb = Math.round(fastify.config.uploadMaxBytes / 1024 / 1024)
  fastify.post(
    filePaths.upload.path,
    {
      schema: {
        tags: ['files'],
        summary: `上传一个文件（字段 ${UPLOAD_FIELD}，最大 ${maxMb} MB）：${ACCEPTED_TYPES_LABEL}`,
        consumes: ['multipart/form-data'],
        security: [{ idToken: [] }],
        response: { 200: UploadResponse, 400: ErrorResponse, 401: ErrorResponse, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const { accountId } = userOf(request)
      if (!request.isMultipart()) throw new ApiError(415, '请以 multipart/form-data 上传文件')
      const part = await request.file()
      if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(`请在字段 ${UPLOAD_FIELD} 中上传一个文件`)
      let content: Buffer
      try {
        content = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, `文件不能超过 ${maxMb} MB`)
        throw error
      }
      if (content.length === 0) throw badRequest('文件是空的')
      const fileName = cleanFileName(part.filename)
      const type = await recogniseFile(content, fileName)
      if (!type) throw new ApiError(415, `不支持的文件类型，请上传${ACCEPTED_TYPES_LABEL}`)
      const saved = await saveFile(fastify.db, { ownerId: accountId, fileName, ...type, content })
      return ok({ ...saved, url: `${BASES.portal}${filePaths.download.path}/${saved.id}` })
    },
  )
}

export default routes
