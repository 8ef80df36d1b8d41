/** Whether rich text says anything: some text, or an image (an emptied editor leaves tags such as <p><br></p>). */
export function hasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0
}

const TYPE_LABELS: [RegExp, string][] = [
  [/\.pdf$/i, 'PDF'],
  [/\.docx?$/i, 'Word'],
  [/\.xlsx?$/i, 'Excel'],
  [/\.pptx?$/i, 'PPT'],
  [/\.zip$/i, 'ZIP'],
  [/\.txt$/i, 'TXT'],
  [/\.(jpe?g|png|gif|webp)$/i, '图片'],
]

/** The short type shown on an attachment (PDF, Word, Excel, PPT, ZIP, TXT, 图片), from its name or else its type. */
export function attachmentType(file: { name: string; mimeType?: string }): string {
  const byName = TYPE_LABELS.find(([pattern]) => pattern.test(file.name))?.[1]
  if (byName) return byName
  return file.mimeType?.startsWith('image/') ? '图片' : '文件'
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
