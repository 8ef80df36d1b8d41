import sanitizeHtml, { type Attributes, type Options } from 'sanitize-html'

/** Absolute http(s) URL. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+/i
/** Absolute http(s) URL, or a same-origin root-relative path (not protocol-relative `//host`). */
const HTTP_OR_SAME_ORIGIN = /^(?:https?:\/\/[^\s/?#]+|\/(?![/\\]))/i

const COLOR = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,2})?(?:px|em|rem|%))$/i

/** Keeps the attribute only when its value is a URL of the wanted kind (after the parser decoded entities). */
function keepUrl(attribs: Attributes, name: string, pattern: RegExp): Attributes {
  const value = attribs[name]?.trim()
  const next = { ...attribs }
  if (value === undefined || !pattern.test(value) || /[\u0000-\u001f\u007f]/.test(value)) delete next[name]
  else next[name] = value
  return next
}

/**
 * An image or video source the page may load under its Content-Security-Policy: a path on this site, or an
 * absolute URL on one of `mediaHosts` (this site's own hosts and IMAGE_HOSTS). Others are dropped.
 */
export function isAllowedMediaUrl(value: string, mediaHosts: readonly string[]): boolean {
  if (/^\/(?![/\\])/.test(value)) return true
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    // The URL parser drops a default port that a Host header may carry (localhost:80): try both forms.
    const withPort = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`
    return mediaHosts.includes(url.host.toLowerCase()) || mediaHosts.includes(withPort.toLowerCase())
  } catch {
    return false
  }
}

function keepMedia(attribs: Attributes, name: string, mediaHosts: readonly string[]): Attributes {
  const next = keepUrl(attribs, name, HTTP_OR_SAME_ORIGIN)
  if (next[name] !== undefined && !isAllowedMediaUrl(next[name] ?? '', mediaHosts)) delete next[name]
  return next
}

const optionsFor = (mediaHosts: readonly string[]): Options => ({
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'a',
    'video',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'rel', 'target'],
    video: ['src', 'poster', 'controls'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['style'],
    span: ['style'],
    div: ['style'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'text-align': [/^(?:left|right|center|justify)$/i],
      'font-weight': [/^(?:normal|bold|[1-9]00)$/i],
      'text-indent': [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite', 'action', 'background'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with their content (not only the tags).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'xmp',
    'noembed',
    'noframes',
    'title',
    'select',
    'frameset',
  ],
  enforceHtmlBoundary: false,
  transformTags: {
    a: (tagName, attribs) => {
      const next = keepUrl(attribs, 'href', HTTP_URL)
      const kept: Attributes = next.href ? { href: next.href, target: '_blank', rel: 'noopener noreferrer' } : {}
      return { tagName, attribs: kept }
    },
    img: (tagName, attribs) => {
      const next = keepMedia(attribs, 'src', mediaHosts)
      for (const size of ['width', 'height']) {
        if (next[size] !== undefined && !/^\d{1,4}%?$/.test(next[size] ?? '')) delete next[size]
      }
      return { tagName, attribs: next }
    },
    video: (tagName, attribs) => {
      const next = keepMedia(keepMedia(attribs, 'src', mediaHosts), 'poster', mediaHosts)
      return { tagName, attribs: { ...next, controls: '' } }
    },
    td: (tagName, attribs) => ({ tagName, attribs: spanOnly(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: spanOnly(attribs) }),
  },
  // An image or video without a usable source is dropped.
  exclusiveFilter: (frame) => (frame.tag === 'img' || frame.tag === 'video') && !frame.attribs.src,
})

function spanOnly(attribs: Attributes): Attributes {
  const next: Attributes = {}
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]
    if (value !== undefined && /^\d{1,2}$/.test(value)) next[name] = value
  }
  return next
}

/**
 * Sanitises article rich text with a strict allow-list (run on the way IN; the stored HTML is served as is).
 * Images and videos from hosts other than `mediaHosts` are dropped: the H5 page's CSP would block them.
 * Running it twice gives the same result (the output is stable, which also defeats mutation-XSS re-parsing tricks).
 */
export function sanitizeRichText(dirty: string, mediaHosts: readonly string[] = []): string {
  const options = optionsFor(mediaHosts)
  let html = sanitizeHtml(dirty, options)
  // Re-sanitise until stable: a parser quirk must not let a second pass (e.g. the browser) see new markup.
  for (let pass = 0; pass < 3; pass += 1) {
    const again = sanitizeHtml(html, options)
    if (again === html) return html
    html = again
  }
  return html
}

/** Plain text of rich text (for summaries): tags removed, whitespace collapsed. */
export function plainText(html: string, maxLength = 120): string {
  const spaced = html.replace(/<\/(?:p|div|h[1-6]|li|blockquote|tr|td|th)>|<br\s*\/?>/gi, (tag) => `${tag} `)
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}

/** Hosts article media may come from: this request's host, the public origin's and IMAGE_HOSTS. */
export function mediaHostsFor(requestHost: string, config: { imageHosts: readonly string[]; publicOrigin?: string }): string[] {
  const hosts = [requestHost.toLowerCase(), ...config.imageHosts]
  if (config.publicOrigin) hosts.push(new URL(config.publicOrigin).host.toLowerCase())
  return hosts
}
