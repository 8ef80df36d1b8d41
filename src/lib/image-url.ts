import { DEFAULT_SERVER_ORIGIN, readEnv } from './env'
import { HAS_SAME_ORIGIN } from './platform'
import { ICON_SHEET_MAX_LINKS } from '@contract/constants'

/** Spec §7/§9: share and list images default to 250x200, icons to 200x200. */
/** Spec §7/§9 (= IMAGE_SIZE_DEFAULT / IMAGE_SIZE_ICON of the server contract, which the client may not import at run time). */
export const DEFAULT_IMAGE_SIZE = '250x200'
export const ICON_IMAGE_SIZE = '200x200'

/**
 * Where the image-resizing service answers `/unsafe/…`: the server's root (not under a service
 * base) — this origin in a browser, ENV_SERVER_ORIGIN in the mini-program — unless ENV_IMAGE_BASE
 * names another host.
 */
export function imageServiceBase(): string {
  const fallback = HAS_SAME_ORIGIN ? '' : (readEnv('ENV_SERVER_ORIGIN') ?? DEFAULT_SERVER_ORIGIN)
  return (readEnv('ENV_IMAGE_BASE') ?? fallback).replace(/\/+$/, '')
}

/** Only http(s) and site-relative images go through the resizer; data: URLs and local files stay as they are. */
function resizable(link: string): boolean {
  return /^https?:\/\//i.test(link) || link.startsWith('/')
}

function normaliseSize(size: string): string {
  return /^\d{1,4}x\d{1,4}$/.test(size) ? size : DEFAULT_IMAGE_SIZE
}

/** `{base}/unsafe/fit-in/{size}/filters:background_color(white)/{link}`; '' for no link. */
export function resizedImageUrl(
  link: string | null | undefined,
  size: string = DEFAULT_IMAGE_SIZE,
  base: string = imageServiceBase(),
): string {
  const clean = (link ?? '').trim()
  if (!clean) return ''
  if (!resizable(clean)) return clean
  return `${base}/unsafe/fit-in/${normaliseSize(size)}/filters:background_color(white)/${clean}`
}

/** `{base}/unsafe/filters:grayscale()/{link}`: the image in grey for mourning mode. */
export function grayscaleImageUrl(link: string | null | undefined, base: string = imageServiceBase()): string {
  const clean = (link ?? '').trim()
  if (!clean) return ''
  if (!resizable(clean)) return clean
  return `${base}/unsafe/filters:grayscale()/${clean}`
}

/** An image as a page shows it: resized when a size is given, grey in mourning mode. */
export function displayImageUrl(
  link: string | null | undefined,
  options: { size?: string; mourning?: boolean } = {},
  base: string = imageServiceBase(),
): string {
  const clean = (link ?? '').trim()
  if (!clean) return ''
  if (!resizable(clean)) return clean
  if (options.mourning && options.size) {
    return `${base}/unsafe/fit-in/${normaliseSize(options.size)}/filters:grayscale()/${clean}`
  }
  if (options.mourning) return grayscaleImageUrl(clean, base)
  return options.size ? resizedImageUrl(clean, options.size, base) : clean
}

/** One cell of an icon sheet: a 40 px icon drawn sharp at 3× pixel density. */
export const ICON_SHEET_CELL = '120x120'

/**
 * Whether `link` is one of the images the server at `origin` serves (under /portal-api/, site-relative or absolute on
 * that origin): the only ones it draws into a sheet.
 */
function isOwnImage(link: string, origin: string): boolean {
  try {
    const url = new URL(link, origin)
    return url.origin === origin && url.pathname.startsWith('/portal-api/')
  } catch {
    return false
  }
}

/**
 * One image holding every icon side by side, each fitted into a `cell` on white (grey in mourning mode), or on
 * transparent as a PNG when `transparent`: `{base}/unsafe/sheet/{cell}/[filters:…/]?link=…&link=…`, so a row of
 * icons is one request. Only this server draws sheets, and only of its own images: '' when the images come from
 * another host (ENV_IMAGE_BASE), when a link is not one of this origin's images, or when there are none or too
 * many; the icons then load one by one. An empty link leaves its cell empty.
 */
export function iconSheetUrl(
  links: readonly string[],
  options: { cell?: string; mourning?: boolean; transparent?: boolean; origin?: string } = {},
  base: string = imageServiceBase(),
): string {
  const origin = options.origin ?? globalThis.location?.origin ?? ''
  const clean = links.map((link) => link.trim())
  if (base !== '' || !origin || clean.length === 0 || clean.length > ICON_SHEET_MAX_LINKS) return ''
  if (!clean.every((link) => !link || isOwnImage(link, origin))) return ''
  const filters = [options.mourning && 'grayscale()', options.transparent && 'format(png)'].filter(Boolean)
  const query = clean.map((link) => `link=${encodeURIComponent(link)}`).join('&')
  return `/unsafe/sheet/${normaliseSize(options.cell ?? ICON_SHEET_CELL)}/${filters.length ? `filters:${filters.join(':')}/` : ''}?${query}`
}

/** The background that shows cell `index` of a sheet of `count` cells in an element of the cell's shape. */
export function sheetCellStyle(sheet: string, index: number, count: number): Record<string, string> {
  return {
    backgroundImage: `url("${sheet}")`,
    backgroundSize: `${count * 100}% 100%`,
    backgroundPosition: `${count > 1 ? (index / (count - 1)) * 100 : 0}% 0%`,
    backgroundRepeat: 'no-repeat',
  }
}
