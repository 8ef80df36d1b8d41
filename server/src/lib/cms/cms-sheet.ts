import crypto from 'node:crypto'
import sharp from 'sharp'
import { badRequest } from '../common/api-error'
import { parseResizeRequest, type ResizedImage } from './cms-resize'
import { IMAGE_SIZE_MAX } from '@contract/cms'
import { ICON_SHEET_MAX_LINKS } from '@contract/constants'

/** A parsed `/unsafe/sheet/{W}x{H}/[filters:…/]` request with its `link` list. */
export interface SheetRequest {
  /** One cell's size; the sheet is `paths.length` cells wide. */
  width: number
  height: number
  grayscale: boolean
  /** `filters:format(png)`: cells on transparent, a PNG (tab-bar icons); else on white, a JPEG (icons on cards). */
  transparent: boolean
  /** Per cell, the server's own image to draw (root-relative), or null for an empty cell. */
  paths: (string | null)[]
}

const SHEET_FILTERS: Record<string, (request: SheetRequest) => void> = {
  'grayscale()': (request) => (request.grayscale = true),
  'format(png)': (request) => (request.transparent = true),
}

/**
 * Parses the part after `/unsafe/sheet/` and the links. Each link is held to the same rule as a single resize (one
 * of this server's own images under /portal-api/); an empty link leaves its cell empty.
 */
export function parseSheetRequest(rest: string, links: readonly string[], ownHosts: string[]): SheetRequest {
  const match = /^(\d{1,4})x(\d{1,4})(?:\/filters:([^/]*))?\/?$/.exec(rest)
  if (!match) throw badRequest('图标拼图地址格式错误，例如 /unsafe/sheet/120x120/?link=…')
  const width = Number(match[1])
  const height = Number(match[2])
  if (width < 1 || height < 1 || width > IMAGE_SIZE_MAX || height > IMAGE_SIZE_MAX)
    throw badRequest(`图片尺寸超出限制（1-${IMAGE_SIZE_MAX}）`)
  if (links.length === 0) throw badRequest('缺少图片地址')
  if (links.length > ICON_SHEET_MAX_LINKS) throw badRequest(`一次最多拼 ${ICON_SHEET_MAX_LINKS} 个图标`)
  if (width * links.length > 16_000) throw badRequest('拼图过宽，请减少图标数量或尺寸')
  const request: SheetRequest = { width, height, grayscale: false, transparent: false, paths: [] }
  for (const filter of (match[3] ?? '').split(':').filter(Boolean)) {
    const apply = SHEET_FILTERS[filter]
    if (!apply) throw badRequest(`图标拼图不支持的滤镜：${filter}（可用 grayscale()、format(png)）`)
    apply(request)
  }
  request.paths = links.map((link) => (link.trim() ? parseResizeRequest(link.trim(), ownHosts).path : null))
  return request
}

/**
 * Draws each source (null: none) fitted into its cell, centred, cells left to right: on white as a JPEG like the
 * single icons (`filters:background_color(white)`), or on transparent as a PNG; grey when asked. A source sharp
 * cannot read leaves its cell empty.
 */
export async function composeSheet(sources: readonly (Buffer | null)[], request: SheetRequest): Promise<ResizedImage> {
  const { width, height, transparent } = request
  const background = transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : '#ffffff'
  const cells = await Promise.all(
    sources.map(async (source, index) => {
      if (!source) return null
      try {
        let cell = sharp(source, { limitInputPixels: 40_000_000 }).rotate().resize({ width, height, fit: 'contain', background })
        if (!transparent) cell = cell.flatten({ background: '#ffffff' })
        return { input: await cell.png().toBuffer(), left: index * width, top: 0 }
      } catch {
        return null
      }
    }),
  )
  let sheet = sharp({ create: { width: width * sources.length, height, channels: 4, background } }).composite(
    cells.filter((cell) => cell !== null),
  )
  if (request.grayscale) sheet = sharp(await sheet.png().toBuffer()).grayscale()
  const data = transparent
    ? await sheet.png({ compressionLevel: 9 }).toBuffer()
    : await sheet.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer()
  const etag = `"${crypto.createHash('sha1').update(data).digest('base64url').slice(0, 27)}"`
  return { data, contentType: transparent ? 'image/png' : 'image/jpeg', etag }
}
