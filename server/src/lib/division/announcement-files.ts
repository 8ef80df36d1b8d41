import { ANNOUNCEMENT_ATTACHMENT_MAX_MB } from '@contract/paths/division'

/** Types an announcement may carry: documents, archives, text and images (videos belong in news, not in a notice). */
const ATTACHMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
])

/** Why a stored file cannot be an announcement's attachment (to follow 附件「name」), or null when it can. */
export function attachmentRefusal(file: { mimeType: string; byteSize: number }): string | null {
  if (!ATTACHMENT_TYPES.has(file.mimeType)) return '的类型不能作为公告附件，请上传 PDF、Word、Excel、PowerPoint、ZIP、TXT 或图片'
  if (file.byteSize > ANNOUNCEMENT_ATTACHMENT_MAX_MB * 1024 * 1024) return `超过 ${ANNOUNCEMENT_ATTACHMENT_MAX_MB} MB，请压缩或拆分后上传`
  return null
}
