/** One block of an agreement text: a heading or a paragraph of plain text. */
export interface TextBlock {
  kind: 'heading' | 'paragraph'
  text: string
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  hellip: '…',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/**
 * Turns the server's agreement HTML into plain text blocks, so nothing from it is ever rendered as
 * markup (no scripts, links or styles can get through). Headings stay headings; everything else becomes
 * paragraphs.
 */
export function agreementBlocks(html: string | null | undefined): TextBlock[] {
  if (!html) return []
  const withoutActive = html.replace(/<(script|style|iframe|object|template)\b[\s\S]*?<\/\1\s*>/gi, '')
  const blocks: TextBlock[] = []
  const parts = withoutActive.split(/(<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]\s*>)|<\/p\s*>|<br\s*\/?>|<\/li\s*>|<\/div\s*>|\n{2,}/i)
  for (const part of parts) {
    if (!part) continue
    const heading = /^<h[1-6]\b/i.test(part)
    const text = decodeEntities(part.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    if (text) blocks.push({ kind: heading ? 'heading' : 'paragraph', text })
  }
  return blocks
}
