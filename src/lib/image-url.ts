import { DEFAULT_SERVER_ORIGIN, readEnv } from './env'
import { HAS_SAME_ORIGIN } from './platform'

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
