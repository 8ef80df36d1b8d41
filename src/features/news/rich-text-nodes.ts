/**
 * Article HTML → the node tree of the mini-program's <rich-text>, keeping only the tags and
 * attributes WeChat's rich-text whitelist allows. Anything else is dropped: unknown elements lose
 * their tag (their text stays), script/style/iframe-like elements lose their content too, and
 * links/images keep only http(s) (or site-relative) addresses. The server already sanitises; this
 * is the second, platform-side line.
 */
export interface RichTextElement {
  name: string
  attrs?: Record<string, string>
  children?: RichTextNode[]
}
export interface RichTextText {
  type: 'text'
  text: string
}
export type RichTextNode = RichTextElement | RichTextText

export const RICH_TEXT_TAGS = new Set([
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'bdi',
  'bdo',
  'big',
  'blockquote',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'font',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'ins',
  'label',
  'legend',
  'li',
  'mark',
  'nav',
  'ol',
  'p',
  'pre',
  'q',
  'rt',
  'ruby',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'tt',
  'u',
  'ul',
])

const TAG_ATTRS: Record<string, readonly string[]> = {
  img: ['alt', 'src', 'width', 'height'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  td: ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'],
  th: ['colspan', 'rowspan', 'width', 'height', 'align', 'valign'],
  table: ['width', 'border', 'cellpadding', 'cellspacing'],
  ol: ['start', 'type'],
  font: ['color', 'size', 'face'],
  bdo: ['dir'],
}
const GLOBAL_ATTRS = ['class', 'style']

/** Elements whose content must go with them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'head',
  'title',
  'frame',
  'frameset',
  'applet',
])
const VOID = new Set(['br', 'hr', 'img', 'col', 'input', 'meta', 'link', 'source', 'wbr', 'area', 'base', 'param', 'track', 'embed'])

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  middot: '·',
  copy: '©',
  reg: '®',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ''
    }
    return ENTITIES[body.toLowerCase()] ?? whole
  })
}

function safeUrl(value: string): string | null {
  const v = value.trim()
  if (/^https?:\/\//i.test(v) || (v.startsWith('/') && !v.startsWith('//'))) return v
  return null
}

/** Style declarations that cannot reach outside the article box or load anything. */
function safeStyle(value: string): string {
  return value
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d && !/(position|url\s*\(|expression|behavior|@import|javascript:|z-index)/i.test(d))
    .join('; ')
}

function cleanAttrs(tag: string, raw: Record<string, string>): Record<string, string> | undefined {
  const allowed = new Set([...GLOBAL_ATTRS, ...(TAG_ATTRS[tag] ?? [])])
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (!allowed.has(name)) continue
    if (name === 'src') {
      const url = safeUrl(value)
      if (url) out.src = url
    } else if (name === 'style') {
      const style = safeStyle(value)
      if (style) out.style = style
    } else out[name] = value
  }
  if (tag === 'img') out.style = ['max-width:100%', 'height:auto', out.style].filter(Boolean).join(';')
  return Object.keys(out).length ? out : undefined
}

const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  ATTR.lastIndex = 0
  let m: RegExpExecArray | null
  while ((m = ATTR.exec(text))) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '')
  return attrs
}

/** Parses article HTML into whitelisted rich-text nodes. */
export function toRichTextNodes(html: string): RichTextNode[] {
  const root: RichTextElement = { name: 'div', children: [] }
  const stack: { tag: string; node: RichTextElement | null }[] = [{ tag: '#root', node: root }]
  const parent = () => {
    for (let i = stack.length - 1; i >= 0; i -= 1) if (stack[i].node) return stack[i].node!
    return root
  }
  const TOKEN =
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/\s*([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g
  let last = 0
  let m: RegExpExecArray | null
  const addText = (text: string) => {
    if (!text) return
    const decoded = decodeEntities(text)
    if (decoded) parent().children!.push({ type: 'text', text: decoded })
  }
  while ((m = TOKEN.exec(html))) {
    addText(html.slice(last, m.index))
    last = TOKEN.lastIndex
    const [, closing, opening, attrText, selfClose] = m
    if (closing) {
      const tag = closing.toLowerCase()
      const at = stack.map((s) => s.tag).lastIndexOf(tag)
      if (at > 0) stack.length = at
      continue
    }
    if (!opening) continue
    const tag = opening.toLowerCase()
    if (DROP_WITH_CONTENT.has(tag)) {
      if (VOID.has(tag) || selfClose) continue
      const end = new RegExp(`</\\s*${tag}\\s*>`, 'ig')
      end.lastIndex = TOKEN.lastIndex
      const found = end.exec(html)
      last = TOKEN.lastIndex = found ? end.lastIndex : html.length
      continue
    }
    const allowed = RICH_TEXT_TAGS.has(tag)
    const node: RichTextElement | null = allowed ? { name: tag, attrs: cleanAttrs(tag, parseAttrs(attrText ?? '')) } : null
    if (node && !node.attrs) delete node.attrs
    if (node && tag === 'img' && !node.attrs?.src) continue
    if (node) parent().children!.push(node)
    if (VOID.has(tag) || selfClose) continue
    if (node) node.children = []
    stack.push({ tag, node })
  }
  addText(html.slice(last))
  return root.children!
}
