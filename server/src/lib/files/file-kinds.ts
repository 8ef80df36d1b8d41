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
  'application/zip': 'document',
}

/**
 * Office 97–2003 files are all one container format (OLE compound file, `application/x-cfb`): its bytes say it is
 * one of them, the name says which.
 */
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
}

export interface RecognisedFile {
  mimeType: string
  kind: UploadKind
}

const extensionOf = (name: string): string => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? ''

/** Plain text has no signature: a .txt name and bytes that are UTF-8 without control characters other than layout. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  return !text.includes('\uFFFD') && !/[\u0001-\u0008\u000b\u000e-\u001f\u007f]/.test(text)
}

/** The type of an upload by its content (and, for legacy Office and text, its name), or undefined when not accepted. */
export async function recogniseFile(bytes: Buffer, fileName = ''): Promise<RecognisedFile | undefined> {
  const detected = await fileTypeFromBuffer(bytes)
  const extension = extensionOf(fileName)
  if (detected?.mime === 'application/x-cfb') {
    const legacy = LEGACY_OFFICE[extension]
    return legacy ? { mimeType: legacy, kind: 'document' } : undefined
  }
  if (!detected) return extension === 'txt' && isPlainText(bytes) ? { mimeType: 'text/plain', kind: 'document' } : undefined
  const kind = ACCEPTED[detected.mime]
  return kind ? { mimeType: detected.mime, kind } : undefined
}

export const ACCEPTED_TYPES_LABEL = '图片（JPG、PNG、WebP、GIF）、MP4 视频、PDF、Word、Excel、PowerPoint、ZIP 或 TXT 文件'
