import { eq } from 'drizzle-orm'
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
