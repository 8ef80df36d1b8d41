import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, uploadedFiles } from '../../db/schema/index'
import type { FormFieldDefinition } from '@contract/form-fields'
import { badRequest } from '../common/api-error'

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
 * The images and attachments fields of a form hold only files the applicant uploaded (images: only images), each
 * within FORM_IMAGE_MAX_BYTES (the upload route recognised the type from the bytes); 400 with the field's name otherwise.
 */
export async function checkFormUploads(db: Database, ownerId: string, fields: FormFieldDefinition[], form: Record<string, unknown>) {
  for (const field of fields) {
    const ids = form[field.name]
    if ((field.kind !== 'images' && field.kind !== 'attachments') || !Array.isArray(ids) || ids.length === 0) continue
    const uploads = await ownUploads(db, ownerId, ids as string[])
    const noun = field.kind === 'images' ? '图片' : '文件'
    for (const id of ids as string[]) {
      const upload = uploads.get(id)
      if (!upload) throw badRequest(`${field.label}中有${noun}不存在或不是你上传的，请重新上传`)
      if (field.kind === 'images' && upload.kind !== 'image') throw badRequest(`${field.label}只能上传图片（JPG、PNG、GIF、WebP）`)
      if (upload.byteSize > FORM_IMAGE_MAX_BYTES)
        throw badRequest(`${field.label}每${field.kind === 'images' ? '张图片' : '个文件'}不能超过 10 MB`)
    }
  }
}

/** A person field names an existing account (by username); 400 with the field's name otherwise. */
export async function checkFormPeople(db: Database, fields: FormFieldDefinition[], form: Record<string, unknown>) {
  for (const field of fields) {
    const username = form[field.name]
    if (field.kind !== 'person' || typeof username !== 'string') continue
    const [found] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username))
    if (!found) throw badRequest(`${field.label}中的人员不存在：${username}`)
  }
}
