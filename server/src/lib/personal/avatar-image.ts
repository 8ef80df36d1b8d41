import sharp from 'sharp'
import { badRequest } from '../common/api-error'

/** Avatars are stored at one size: large enough for the profile card on a 3x screen, small enough to list. */
export const AVATAR_SIZE = 256

/**
 * Crops an uploaded image to a square (centred on the most interesting part, sharp's attention strategy,
 * for clients that could not crop) and resizes it to AVATAR_SIZE as JPEG; EXIF rotation is applied.
 */
export async function squareAvatar(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  } catch {
    throw badRequest('图片无法识别，请换一张图片')
  }
}
