const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Typed paragraphs (one per line) as rich text; the server sanitises whatever arrives anyway. */
export function paragraphsToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')
}

/** The readable text of stored rich text, one paragraph a line, for editing. */
export function htmlToParagraphs(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** Expiry choices of the publishing form, in days from now (0 = 长期有效). */
export const EXPIRY_CHOICES = [
  { key: 0, label: '长期有效' },
  { key: 3, label: '3天' },
  { key: 7, label: '7天' },
  { key: 30, label: '30天' },
] as const

export function expiryFrom(days: number, now: Date = new Date()): string | null {
  return days > 0 ? new Date(now.getTime() + days * 86_400_000).toISOString() : null
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' }

/** The name an attachment shows: the uploaded file's own name, or 图片N.ext when the platform gave none (H5 blobs). */
export function attachmentName(file: { fileName: string; mimeType: string }, number: number): string {
  if (/\.[a-z0-9]{2,5}$/i.test(file.fileName)) return file.fileName
  return `图片${number}.${EXTENSIONS[file.mimeType] ?? 'img'}`
}
