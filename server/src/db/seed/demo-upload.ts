import sharp from 'sharp'
import { BASES } from '@contract/bases'
import { filePaths } from '@contract/paths/files'
import type { Database } from '../client'
import { uploadedFiles, type FlowAttachment, type UploadKind } from '../schema/index'

// A photographed paper form: a sheet with ruled lines and a red round stamp (no text, so no font is needed).
const SHEET = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
  <rect width="480" height="640" fill="#e9e4da"/>
  <rect x="40" y="36" width="400" height="568" rx="6" fill="#fbfaf6"/>
  <rect x="150" y="76" width="180" height="18" rx="4" fill="#3a3c40"/>
  ${[140, 180, 220, 260, 300, 340, 380].map((y) => `<rect x="80" y="${y}" width="${y % 80 === 20 ? 240 : 320}" height="8" rx="4" fill="#c9c6bf"/>`).join('')}
  <circle cx="340" cy="500" r="54" fill="none" stroke="#c62828" stroke-width="6" opacity="0.8"/>
  <circle cx="340" cy="500" r="10" fill="#c62828" opacity="0.8"/>
</svg>`

/** Stores a demo file as the portal's upload call does (owner, name, type, bytes); answers its id. */
export async function storeDemoFile(
  db: Database,
  ownerId: string,
  file: { fileName: string; mimeType: string; kind: UploadKind; content: Buffer; createdAt?: Date },
): Promise<string> {
  const { createdAt, ...fields } = file
  const [stored] = await db
    .insert(uploadedFiles)
    .values({ ownerId, ...fields, byteSize: file.content.length, ...(createdAt ? { createdAt } : {}) })
    .returning({ id: uploadedFiles.id })
  return stored!.id
}

/** A picture `owner` uploaded (a photographed paper form), answered as an application attachment. */
export async function demoUpload(db: Database, ownerId: string, fileName: string): Promise<FlowAttachment> {
  const content = await sharp(Buffer.from(SHEET)).jpeg({ quality: 72 }).toBuffer()
  const id = await storeDemoFile(db, ownerId, { fileName, mimeType: 'image/jpeg', kind: 'image', content })
  return { name: fileName, url: `${BASES.portal}${filePaths.download.path}/${id}`, size: content.length }
}
