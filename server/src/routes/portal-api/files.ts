import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { forbidden, notFound } from '../../lib/common/api-error'
import { isAnnouncementAttachment } from '../../lib/division/announcements-repository'
import { grantAllows } from '../../lib/files/file-grants'
import { byteRange } from '../../lib/files/byte-range'
import { findFile } from '../../lib/files/files-repository'
import { isSendAttachment } from '../../lib/online-send/attachments'
import { ErrorResponse } from '@contract/common'
import { FileIdParams } from '@contract/files'
import { filePaths } from '@contract/paths/files'

/** The raw bytes (a Buffer is sent as is; Fastify does not serialise it). */
const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' })

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Public by capability: the id is a random UUID handed only to those who may see the file, so images
  // load in <image src> (no token header there) on both platforms.
  fastify.get(
    `${filePaths.download.path}/:id`,
    {
      schema: {
        tags: ['files'],
        summary: '下载或显示上传的文件',
        params: FileIdParams,
        querystring: Type.Object({ grant: Type.Optional(Type.String({ maxLength: 300 })) }),
        response: { 200: FileBytes, 206: FileBytes, 403: ErrorResponse, 404: ErrorResponse, 416: FileBytes },
      },
    },
    async (request, reply) => {
      const file = await findFile(fastify.db, request.params.id)
      if (!file) throw notFound('文件不存在或已被删除')
      // A message's attachment goes only to its sender and recipients, an announcement's only to its audience and
      // publishers: they get a signed, expiring grant with the address.
      const granted = grantAllows(fastify, request.query.grant, file.id, fastify.clock.now())
      if (!granted && (await isSendAttachment(fastify.db, file.id))) throw notFound('文件不存在或无权访问')
      if (!granted && (await isAnnouncementAttachment(fastify.db, file.id))) throw forbidden('仅公告的接收人可以下载该附件')
      const inline = file.kind !== 'document' || file.mimeType === 'application/pdf' || file.mimeType === 'text/plain'
      const disposition = `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`
      reply
        .header('content-type', file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType)
        .header('content-disposition', disposition)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
      const range = byteRange(request.headers.range, file.content.length)
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.content.length}`).send(Buffer.alloc(0))
      if (!range) return reply.send(file.content)
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.content.length}`)
        .send(file.content.subarray(range.start, range.end + 1))
    },
  )
}

export default routes
