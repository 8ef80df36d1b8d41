import { and, eq, inArray } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { accounts, uploadedFiles, type FlowAttachment } from '../../db/schema/index'
import type { FormFieldDefinition } from '@contract/form-fields'
import { FORM_UPLOAD_MAX_MB } from '@contract/form-field-rules'
import { badRequest } from '../common/api-error'
import { BASES } from '@contract/bases'
import { filePaths } from '@contract/paths/files'

/** One file on an application form at most this big (contract/form-field-rules). */
export const FORM_UPLOAD_MAX_BYTES = FORM_UPLOAD_MAX_MB * 1024 * 1024

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
 * within FORM_UPLOAD_MAX_BYTES (the upload route recognised the type from the bytes); 400 with the field's name otherwise.
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
      if (upload.byteSize > FORM_UPLOAD_MAX_BYTES)
        throw badRequest(`${field.label}每${field.kind === 'images' ? '张图片' : '个文件'}不能超过 ${FORM_UPLOAD_MAX_MB} MB`)
    }
  }
}

/** The address the upload call gives a file (`/portal-api/v1/files/<id>`), possibly after the portal's origin. */
const UPLOAD_ADDRESS = new RegExp(`^(?:https?://[^/?#]+)?${BASES.portal}${filePaths.download.path}/([0-9a-f-]{36})$`, 'i')

/**
 * An application's own attachment list (besides its form's 附件 fields): each one of the applicant's uploads, named by
 * the address the upload call gave it; kept as that address without a host, with the upload's real size. Anything
 * else (a link elsewhere, another account's file) is refused with a 400, so an approver never opens a planted link.
 */
export async function checkApplicationAttachments(db: Database, ownerId: string, list: FlowAttachment[] | undefined) {
  if (!list || list.length === 0) return list
  const ids = list.map((attachment) => UPLOAD_ADDRESS.exec(attachment.url.trim())?.[1]?.toLowerCase())
  const unknown = list.find((_, i) => !ids[i])
  if (unknown) throw badRequest(`附件「${unknown.name}」不是上传到门户的文件，请重新上传`)
  if (new Set(ids).size !== ids.length) throw badRequest('同一个附件不能添加两次')
  const uploads = await ownUploads(db, ownerId, ids as string[])
  return list.map((attachment, i) => {
    const upload = uploads.get(ids[i]!)
    if (!upload) throw badRequest(`附件「${attachment.name}」不存在或不是你上传的，请重新上传`)
    if (upload.byteSize > FORM_UPLOAD_MAX_BYTES) throw badRequest(`附件「${attachment.name}」超过 ${FORM_UPLOAD_MAX_MB} MB`)
    return { name: attachment.name.trim(), url: `${BASES.portal}${filePaths.download.path}/${ids[i]}`, size: upload.byteSize }
  })
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

/** The names of the people a form's 人员 fields name, by username (for its display rows). */
export async function formPeopleNames(db: Queryable, fields: FormFieldDefinition[], form: Record<string, unknown>) {
  const usernames = fields
    .filter((field) => field.kind === 'person')
    .map((field) => form[field.name])
    .filter((value): value is string => typeof value === 'string' && value !== '')
  if (usernames.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(inArray(accounts.username, usernames))
  return new Map(rows.map((row) => [row.username, row.name]))
}

/**
 * The attachments fields that hold files, in form order, each file as the applicant uploaded it (name, kind, size);
 * a file since deleted is left out. Only the applicant's own uploads are looked up (the submit checked them).
 */
export async function attachmentFields(db: Queryable, ownerId: string, fields: FormFieldDefinition[], form: Record<string, unknown>) {
  const held = fields
    .filter((field) => field.kind === 'attachments' && Array.isArray(form[field.name]) && (form[field.name] as unknown[]).length > 0)
    .map((field) => ({ field, ids: (form[field.name] as unknown[]).map(String) }))
  const ids = held.flatMap((entry) => entry.ids)
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName, kind: uploadedFiles.kind, byteSize: uploadedFiles.byteSize })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerId, ownerId)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return held.map(({ field, ids: own }) => ({
    name: field.name,
    label: field.label,
    files: own.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
  }))
}
