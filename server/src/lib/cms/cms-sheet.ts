import crypto from 'node:crypto'
import sharp from 'sharp'
import { badRequest } from '../common/api-error'
import { parseResizeRequest, type ResizedImage } from './cms-resize'
import { IMAGE_SIZE_MAX } from '@contract/cms'
import { ICON_SHEET_MAX_LINKS } from '@contract/constants'

/** A parsed `/unsafe/sheet/{W}x{H}/[filters:grayscale()/]` request with its `link` list. */
export interface SheetRequest {
  /** One cell's size; the sheet is `paths.length` cells wide. */
  width: number
  height: number
  grayscale: boolean
  /** Per cell, the server's own image to draw (root-relative), or null for an empty (white) cell. */
  paths: (string | null)[]
}

/**
 * Parses the part after `/unsafe/sheet/` and the links. Each link is held to the same rule as a single resize (one
 * of this server's own images under /portal-api/); an empty link leaves its cell white.
 */
export function parseSheetRequest(rest: string, links: readonly string[], ownHosts: string[]): SheetRequest {
  const match = /^(\d{1,4})x(\d{1,4})(\/filters:grayscale\(\))?\/?$/.exec(rest)
  if (!match) throw badRequest('图标拼图地址格式错误，例如 /unsafe/sheet/120x120/?link=…')
  const width = Number(match[1])
  const height = Number(match[2])
  if (width < 1 || height < 1 || width > IMAGE_SIZE_MAX || height > IMAGE_SIZE_MAX)
    throw badRequest(`图片尺寸超出限制（1-${IMAGE_SIZE_MAX}）`)
  if (links.length === 0) throw badRequest('缺少图片地址')
  if (links.length > ICON_SHEET_MAX_LINKS) throw badRequest(`一次最多拼 ${ICON_SHEET_MAX_LINKS} 个图标`)
  if (width * links.length > 16_000) throw badRequest('拼图过宽，请减少图标数量或尺寸')
  const paths = links.map((link) => (link.trim() ? parseResizeRequest(link.trim(), ownHosts).path : null))
  return { width, height, grayscale: Boolean(match[3]), paths }
}

/**
 * Draws each source (null: none) fitted into its cell, centred, on white, cells left to right; JPEG like the single
 * icons (`filters:background_color(white)`), grey when asked. A source sharp cannot read leaves its cell white.
 */
export async function composeSheet(sources: readonly (Buffer | null)[], request: SheetRequest): Promise<ResizedImage> {
  const { width, height } = request
  const cells = await Promise.all(
    sources.map(async (source, index) => {
      if (!source) return null
      try {
        const input = await sharp(source, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width, height, fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer()
        return { input, left: index * width, top: 0 }
      } catch {
        return null
      }
    }),
  )
  let sheet = sharp({ create: { width: width * sources.length, height, channels: 3, background: '#ffffff' } }).composite(
    cells.filter((cell) => cell !== null),
  )
  if (request.grayscale) sheet = sharp(await sheet.png().toBuffer()).grayscale()
  const data = await sheet.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
  const etag = `"${crypto.createHash('sha1').update(data).digest('base64url').slice(0, 27)}"`
  return { data, contentType: 'image/jpeg', etag }
}
