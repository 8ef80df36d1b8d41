import { sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { badRequest } from '../common/api-error'
import { grantedFileUrl } from '../files/file-grants'
import { uuidArray } from './sql-arrays'

export type AttachmentRow = { id: string; file_name: string; mime_type: string; kind: 'image' | 'video' | 'document'; byte_size: number }

/** The files of a send must be the sender's own uploads, each once; answers 400 with the reason otherwise. */
export async function checkAttachments(db: Queryable, senderId: string, fileIds: string[]): Promise<string[]> {
  const ids = [...new Set(fileIds)]
  if (ids.length === 0) return ids
  const owned = await db.execute<{ id: string }>(
    sql`SELECT id FROM uploaded_files WHERE id = ANY(${uuidArray(ids)}) AND owner_id = ${senderId}`,
  )
  if (owned.rows.length !== ids.length) throw badRequest('附件不存在或不是你上传的，请重新添加')
  return ids
}

export async function attachFiles(db: Queryable, sendId: number, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return
  await db.execute(sql`
    INSERT INTO online_send_attachments (send_id, file_id, position)
    SELECT ${sendId}, file_id, position::int - 1 FROM unnest(${uuidArray(fileIds)}) WITH ORDINALITY AS f(file_id, position)
    ON CONFLICT DO NOTHING`)
}

export async function attachmentsOf(db: Queryable, sendId: number): Promise<AttachmentRow[]> {
  const result = await db.execute<AttachmentRow>(sql`
    SELECT f.id, f.file_name, f.mime_type, f.kind, f.byte_size FROM online_send_attachments a JOIN uploaded_files f ON f.id = a.file_id
    WHERE a.send_id = ${sendId} ORDER BY a.position`)
  return result.rows
}

/** The send behind one of the caller's own message records (not deleted, so not recalled), or undefined. */
export async function sendOfRecord(db: Queryable, accountId: string, recordId: number): Promise<number | undefined> {
  const result = await db.execute<{ send_id: number }>(sql`
    SELECT r.send_id FROM online_send_recipients r JOIN message_records m ON m.id = r.record_id
    WHERE r.record_id = ${recordId} AND r.account_id = ${accountId} AND m.recipient_id = ${accountId} AND m.deleted_at IS NULL`)
  return result.rows[0]?.send_id
}

/** Whether a file is a send's attachment: then it is served only with a grant, not by its id alone. */
export async function isSendAttachment(db: Database, fileId: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM online_send_attachments WHERE file_id = ${fileId} LIMIT 1`)
  return result.rows.length > 0
}

export function toAttachment(row: AttachmentRow, grant: string, portalBase: string) {
  return {
    id: row.id,
    url: grantedFileUrl(portalBase, row.id, grant),
    fileName: row.file_name,
    mimeType: row.mime_type,
    kind: row.kind,
    byteSize: Number(row.byte_size),
    grant,
  }
}
