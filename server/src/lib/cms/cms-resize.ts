import crypto from 'node:crypto'
import sharp from 'sharp'
import { badRequest } from '../common/api-error'
import { IMAGE_SIZE_MAX } from '@contract/cms'

/** A parsed `/unsafe/[fit-in/][WxH/][filters:…/]<link>` request (the thumbor URL shape the client uses). */
export interface ResizeRequest {
  fitIn: boolean
  width: number
  height: number
  grayscale: boolean
  background?: string
  format?: 'png' | 'jpeg' | 'webp'
  quality?: number
  /** Root-relative path of the server's own image, e.g. /portal-api/v1/assets/logo.png */
  path: string
}

const NAMED_COLORS: Record<string, string> = { white: '#ffffff', black: '#000000', transparent: '#00000000' }

function parseFilters(segment: string, into: ResizeRequest): void {
  const body = segment.slice('filters:'.length)
  for (const filter of body.split(':').filter(Boolean)) {
    const match = /^([a-z_]+)\(([^()]*)\)$/.exec(filter)
    if (!match) throw badRequest(`图片滤镜格式错误：${filter}`)
    const [, name, arg = ''] = match
    if (name === 'grayscale') into.grayscale = true
    else if (name === 'background_color' || name === 'fill') {
      const color =
        NAMED_COLORS[arg.toLowerCase()] ??
        (/^#?[0-9a-f]{3}([0-9a-f]{3})?$/i.test(arg) ? (arg.startsWith('#') ? arg : `#${arg}`) : undefined)
      if (!color) throw badRequest(`不支持的背景颜色：${arg}`)
      into.background = color
    } else if (name === 'format') {
      if (arg !== 'png' && arg !== 'jpeg' && arg !== 'webp') throw badRequest(`不支持的图片格式：${arg}`)
      into.format = arg
    } else if (name === 'quality') {
      const quality = Number(arg)
      if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw badRequest('图片质量须为 1-100 的整数')
      into.quality = quality
    } else {
      throw badRequest(`不支持的图片滤镜：${name}`)
    }
  }
}

function decodeLink(link: string): string {
  // Links may arrive URL-encoded once (http%3A%2F%2F… or %2Fportal-api%2F…).
  if (/^(https?%3a|%2f)/i.test(link)) {
    try {
      return decodeURIComponent(link)
    } catch {
      throw badRequest('图片地址编码错误')
    }
  }
  return link
}

/**
 * Parses the part after `/unsafe/`. `ownHosts` are the hosts (host[:port]) this server answers at; the link must be
 * one of its own images: a root-relative path or an absolute http(s) URL on one of those hosts, under /portal-api/.
 */
export function parseResizeRequest(rest: string, ownHosts: string[]): ResizeRequest {
  const request: ResizeRequest = { fitIn: false, width: 0, height: 0, grayscale: false, path: '' }
  let remaining = rest
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const match = pattern.exec(remaining)
    if (match) remaining = remaining.slice(match[0].length)
    return match
  }
  if (take(/^fit-in\//)) request.fitIn = true
  const size = take(/^(\d{1,5})x(\d{1,5})\//)
  if (size) {
    request.width = Number(size[1])
    request.height = Number(size[2])
    if (request.width > IMAGE_SIZE_MAX || request.height > IMAGE_SIZE_MAX)
      throw badRequest(`图片尺寸超出限制（最大 ${IMAGE_SIZE_MAX}x${IMAGE_SIZE_MAX}）`)
  } else if (request.fitIn) {
    throw badRequest('fit-in 需要指定尺寸，例如 fit-in/250x200/')
  }
  for (let filters = take(/^filters:[^/]*\//); filters; filters = take(/^filters:[^/]*\//)) {
    parseFilters(filters[0].slice(0, -1), request)
  }
  const link = decodeLink(remaining)
  if (!link) throw badRequest('缺少图片地址')
  let path: string
  if (link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')) {
    path = link
  } else if (/^https?:\/\//i.test(link)) {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      throw badRequest('图片地址无效')
    }
    if (!ownHosts.includes(url.host.toLowerCase())) throw badRequest('只能处理本站图片')
    path = url.pathname + url.search
  } else {
    throw badRequest('只能处理本站图片')
  }
  const pathname = path.split('?', 1)[0] ?? ''
  if (!pathname.startsWith('/portal-api/') || pathname.includes('/../') || pathname.includes('\\') || /%2e%2e/i.test(pathname)) {
    throw badRequest('只能处理本站图片')
  }
  request.path = path
  return request
}

export interface ResizedImage {
  data: Buffer
  contentType: string
  etag: string
}

/** Applies the request to the source image bytes. */
export async function resizeImage(source: Buffer, request: ResizeRequest): Promise<ResizedImage> {
  let image = sharp(source, { limitInputPixels: 40_000_000 }).rotate()
  if (request.width > 0 || request.height > 0) {
    image = image.resize({
      width: request.width || undefined,
      height: request.height || undefined,
      fit: request.fitIn ? 'inside' : 'cover',
      withoutEnlargement: request.fitIn,
    })
  }
  if (request.background) image = image.flatten({ background: request.background })
  if (request.grayscale) image = image.grayscale()
  const format = request.format ?? (request.background ? 'jpeg' : 'png')
  const data =
    format === 'jpeg'
      ? await image.jpeg({ quality: request.quality ?? 85, mozjpeg: true }).toBuffer()
      : format === 'webp'
        ? await image.webp({ quality: request.quality ?? 85 }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer()
  const etag = `"${crypto.createHash('sha1').update(data).digest('base64url').slice(0, 27)}"`
  return { data, contentType: `image/${format}`, etag }
}
