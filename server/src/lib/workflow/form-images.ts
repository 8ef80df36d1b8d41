import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { FlowApplicationType } from '../../db/schema/index'
import { uploadedFiles } from '../../db/schema/index'
import { badRequest } from '../common/api-error'
import { TYPES } from './workflow-definitions'

/** One image on an application form at most this big (phone photos are 2–6 MB; the upload route allows more). */
export const FORM_IMAGE_MAX_BYTES = 10 * 1024 * 1024

/** The applicant's own uploads among `ids`: kind and size, by id. */
async function ownUploads(db: Database, ownerId: string, ids: string[]) {
  const rows = await db
    .select({ id: uploadedFiles.id, kind: uploadedFiles.kind, byteSize: uploadedFiles.byteSize })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerId, ownerId)))
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The images fields of a form hold only images the applicant uploaded, each within FORM_IMAGE_MAX_BYTES
 * (the upload route recognised the type from the bytes); 400 with the field's name otherwise.
 */
export async function checkFormImages(db: Database, ownerId: string, type: FlowApplicationType, form: Record<string, unknown>) {
  for (const field of TYPES[type].fields) {
    const ids = form[field.name]
    if (field.kind !== 'images' || !Array.isArray(ids) || ids.length === 0) continue
    const uploads = await ownUploads(db, ownerId, ids as string[])
    for (const id of ids as string[]) {
      const upload = uploads.get(id)
      if (!upload) throw badRequest(`${field.label}中有图片不存在或不是你上传的，请重新上传`)
      if (upload.kind !== 'image') throw badRequest(`${field.label}只能上传图片（JPG、PNG、GIF、WebP）`)
      if (upload.byteSize > FORM_IMAGE_MAX_BYTES) throw badRequest(`${field.label}每张图片不能超过 10 MB`)
    }
  }
}
