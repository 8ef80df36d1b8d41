import { fileTypeFromBuffer } from 'file-type'
import type { UploadKind } from '../../db/schema/index'

/** Accepted file types, recognised from their first bytes (`file-type`); anything else is refused. */
const ACCEPTED: Record<string, UploadKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'video/mp4': 'video',
  'application/pdf': 'document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'document',
}

export interface RecognisedFile {
  mimeType: string
  kind: UploadKind
}

/** The type of an upload by its content, or undefined when it is not one the portal accepts. */
export async function recogniseFile(bytes: Buffer): Promise<RecognisedFile | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  const kind = detected ? ACCEPTED[detected.mime] : undefined
  return detected && kind ? { mimeType: detected.mime, kind } : undefined
}

export const ACCEPTED_TYPES_LABEL = '图片（JPG、PNG、WebP、GIF）、MP4 视频、PDF 或 Office 文档'
