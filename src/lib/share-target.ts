import { DEFAULT_IMAGE_SIZE, resizedImageUrl } from './image-url'

export type ShareScope = 'qq' | 'wechat' | 'friend'
export const SHARE_SCOPES: readonly ShareScope[] = ['qq', 'wechat', 'friend']

/** Spec §3 "Share state". */
export interface ShareOptions {
  __titleImage?: string
  __logoUrl?: string
  imageUrl?: string
  title?: string
  desc?: string
  path?: string
}

/** What a share shows and where it leads. `path` is the in-app page with its query ('/pagesA/…?…'). */
export interface ShareTarget {
  title: string
  desc?: string
  path: string
  /** Raw image (title image or logo); resized to 250x200 for the card. */
  image?: string
}

/** The ShareStore options of a target (spec §3 "Share state"). */
export function shareOptionsOf(target: ShareTarget, logoUrl?: string): ShareOptions {
  return {
    title: target.title,
    desc: target.desc,
    path: target.path,
    __titleImage: target.image,
    __logoUrl: logoUrl,
    imageUrl: shareImageOf(target.image || logoUrl),
  }
}

/** The card image: the picture at the spec's default share size. */
export function shareImageOf(link: string | undefined): string | undefined {
  return link ? resizedImageUrl(link, DEFAULT_IMAGE_SIZE) : undefined
}

/** The absolute address of an in-app page on this site. */
export function absoluteLink(path: string, origin: string): string {
  return origin.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`)
}
