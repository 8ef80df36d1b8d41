import fs from 'node:fs'
import path from 'node:path'
import { escapeHtml } from '../common/html'

/** What the H5 build's `first-load.json` says: the scripts and styles each listed page's route loads. */
export type FirstLoadManifest = Record<string, { js: string[]; css: string[] }>

export const FIRST_LOAD_MANIFEST = 'first-load.json'

const HOME = 'pages/tab/index/index'
const ENTRY = 'pages/h5/index'

/**
 * The pages an address opens first: the home tab, and `/` (the entry page, which hands over to the home
 * tab at once). Other addresses open other pages and get no hints.
 */
export function firstPagesOf(pathname: string): string[] {
  const clean = pathname.replace(/\/+$/, '') || '/'
  if (clean === '/' || clean === `/${ENTRY}`) return [ENTRY, HOME]
  if (clean === `/${HOME}`) return [HOME]
  return []
}

export interface FirstLoadData {
  /**
   * The GET calls the home tab makes first and waits for before it shows its content: the content
   * (/portal-api/v1/cms/home), the start-up configuration, the recommended services.
   */
  homeCalls: readonly string[]
  /**
   * The image of the first active pop-up (none in mourning mode): the pop-up then shows complete when the home
   * opens it, instead of an empty card its image fills later. Whether this browser has read it is only known
   * there, so a reader who has fetches it for nothing once (it is cached for a day).
   */
  popupImage?: string
}

/** A build style sheet's address (`/css/name.hash.css`), and the build's own tag linking one. */
const STYLESHEET = String.raw`/css/[\w.-]+\.css`
const STYLESHEET_ADDRESS = new RegExp(`^${STYLESHEET}$`)
const STYLESHEET_LINK = new RegExp(`<link href="(${STYLESHEET})" rel="stylesheet">`, 'g')

/** The text of a build style sheet by its address, when it can be read. */
export type StyleText = (href: string) => string | undefined

/**
 * A style sheet written into the page: `data-href` names it, so the app's chunk loader (mini-css-extract) takes it
 * as loaded and does not fetch it again. Undefined when its text is unknown or could end the element early.
 */
export function inlineStyle(href: string, styleText: StyleText): string | undefined {
  const text = styleText(href)
  if (text === undefined || /<\/style/i.test(text)) return undefined
  return `<style data-href="${escapeHtml(href)}">${text}</style>`
}

/**
 * `<link rel="preload">` tags for a signed-in visitor of the home tab: its page scripts and styles, the calls
 * its content waits for and its pop-up's image (the first slide's has its own place: `firstSlidePreload`). Without
 * them each waits for the one before it: the app's script, then the page's scripts, then the calls, then the image. The page's style
 * sheets are written in (a few KB each, compressed with the page) when `styleText` can read them: each
 * would otherwise be a request of its own.
 */
export function firstLoadLinks(manifest: FirstLoadManifest, pages: readonly string[], data: FirstLoadData, styleText?: StyleText): string {
  const links: string[] = []
  for (const page of pages) {
    for (const href of manifest[page]?.css ?? []) {
      links.push((styleText && inlineStyle(href, styleText)) || `<link rel="preload" href="${escapeHtml(href)}" as="style">`)
    }
    for (const href of manifest[page]?.js ?? []) links.push(`<link rel="preload" href="${escapeHtml(href)}" as="script">`)
  }
  if (pages.includes(HOME)) {
    // crossorigin: the app's fetch() is a CORS-mode request, and a preload is used only by a request of its mode.
    for (const call of data.homeCalls) links.push(`<link rel="preload" href="${escapeHtml(call)}" as="fetch" crossorigin="anonymous">`)
    if (data.popupImage) links.push(`<link rel="preload" href="${escapeHtml(data.popupImage)}" as="image">`)
  }
  return [...new Set(links)].join('')
}

/** The build's own `<link href="/css/….css" rel="stylesheet">` tags written in as style elements where readable. */
export function withInlineStylesheets(html: string, styleText: StyleText): string {
  return html.replace(STYLESHEET_LINK, (tag, href: string) => inlineStyle(href, styleText) ?? tag)
}

/**
 * The preload of the first slide's image as the home tab shows it (nothing without one; none in mourning mode, where
 * it is drawn grey). It goes first in the head (`withHeadStart`): the largest thing
 * the home shows then has a connection before the scripts and calls announced after it take them all.
 */
export function firstSlidePreload(image: string | undefined): string {
  return image ? `<link rel="preload" href="${escapeHtml(image)}" as="image" fetchpriority="high">` : ''
}

/** Puts the tags first in the document's head, after its `<meta charset>` (which must stay in the first bytes). */
export function withHeadStart(html: string, links: string): string {
  const charset = /<meta charset="[^"]*">/i.exec(html)
  const head = charset ?? /<head[^>]*>/i.exec(html)
  if (!links || !head) return html
  const at = head.index + head[0].length
  return html.slice(0, at) + links + html.slice(at)
}

/** Puts the tags at the end of the document's head. */
export function withHeadLinks(html: string, links: string): string {
  if (!links) return html
  const at = html.indexOf('</head>')
  return at < 0 ? html : html.slice(0, at) + links + html.slice(at)
}

/** Reads a build file again only when it changed (a rebuild needs no restart). */
export function fileReader<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { mtimeMs: number; value: T } | undefined
  return () => {
    let mtimeMs: number
    try {
      mtimeMs = fs.statSync(file).mtimeMs
    } catch {
      cached = undefined
      return undefined
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) }
    return cached.value
  }
}

export function manifestReader(h5Dir: string): () => FirstLoadManifest | undefined {
  return fileReader(path.join(h5Dir, FIRST_LOAD_MANIFEST), (text) => {
    try {
      return JSON.parse(text) as FirstLoadManifest
    } catch {
      return {}
    }
  })
}

/**
 * Reads the build's style sheets by address (`/css/name.hash.css` only), each again only when it changed. Their
 * names carry a content hash, so the few a first load names are all it ever keeps.
 */
export function styleTextReader(h5Dir: string): StyleText {
  const readers = new Map<string, () => string | undefined>()
  return (href) => {
    if (!STYLESHEET_ADDRESS.test(href)) return undefined
    let read = readers.get(href)
    if (!read) readers.set(href, (read = fileReader(path.join(h5Dir, href), (text) => text)))
    return read()
  }
}
