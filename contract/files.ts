import { Type, type Static } from 'typebox'
import { Envelope } from './common'

export const UploadedFile = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** Path on the portal base to fetch the file (`/portal-api/v1/files/<id>`). */
  url: Type.String(),
  fileName: Type.String(),
  mimeType: Type.String(),
  kind: Type.Union([Type.Literal('image'), Type.Literal('video'), Type.Literal('document')]),
  byteSize: Type.Integer(),
})
export type UploadedFile = Static<typeof UploadedFile>

export const UploadResponse = Envelope(UploadedFile)
export const FileIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) })
