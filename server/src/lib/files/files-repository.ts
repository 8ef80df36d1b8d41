import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { uploadedFiles, type UploadKind } from '../../db/schema/index'

export interface NewFile {
  ownerId: string
  fileName: string
  mimeType: string
  kind: UploadKind
  content: Buffer
}

export async function saveFile(db: Database, file: NewFile) {
  const [row] = await db
    .insert(uploadedFiles)
    .values({ ...file, byteSize: file.content.length })
    .returning({
      id: uploadedFiles.id,
      fileName: uploadedFiles.fileName,
      mimeType: uploadedFiles.mimeType,
      kind: uploadedFiles.kind,
      byteSize: uploadedFiles.byteSize,
    })
  return row!
}

/** A stored file with its bytes, or undefined. */
export async function findFile(db: Database, id: string) {
  const [row] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id))
  return row
}

/** Who uploaded a file (to check a reference to it belongs to the caller), or undefined. */
export async function fileOwner(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ ownerId: uploadedFiles.ownerId }).from(uploadedFiles).where(eq(uploadedFiles.id, id))
  return row?.ownerId
}

/** Owner, type and size of some stored files (without their bytes), by id. */
export async function filesMeta(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { ownerId: string; mimeType: string; kind: UploadKind; byteSize: number }>()
  const rows = await db
    .select({
      id: uploadedFiles.id,
      ownerId: uploadedFiles.ownerId,
      mimeType: uploadedFiles.mimeType,
      kind: uploadedFiles.kind,
      byteSize: uploadedFiles.byteSize,
    })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, ids))
  return new Map(rows.map(({ id, ...meta }) => [id, { ...meta, byteSize: Number(meta.byteSize) }]))
}
