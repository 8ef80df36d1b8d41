import Taro from '@tarojs/taro'

/** Large photos are scaled down first: jsQR's time grows with the pixels and 1024 px reads phone codes well. */
const MAX_SIDE = 1024

// jsQR (45 KB gzip) and the scan screen load with the first scan, not with the pages that offer 扫一扫.
const loadDecoder = () => import('jsqr').then((module) => module.default)
const loadScanScreen = () => import('./camera-scan.h5')

export async function decodeImage(src: string): Promise<string | null> {
  const jsQR = await loadDecoder()
  return await new Promise((resolve, reject) => {
    const image = new window.Image()
    image.onload = () => {
      const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight))
      const width = Math.max(1, Math.round(image.naturalWidth * scale))
      const height = Math.max(1, Math.round(image.naturalHeight * scale))
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      if (!context) return reject(new Error('当前浏览器无法识别图片'))
      context.drawImage(image, 0, 0, width, height)
      const pixels = context.getImageData(0, 0, width, height)
      resolve(jsQR(pixels.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null)
    }
    image.onerror = () => reject(new Error('图片无法读取，请换一张'))
    image.src = src
  })
}

/** 从相册选择: a photo from the album, decoded; undefined when the user chose nothing. */
async function pickPhoto(): Promise<string | null | undefined> {
  let path: string | undefined
  try {
    const chosen = await Taro.chooseImage({ count: 1, sourceType: ['album'], sizeType: ['compressed'] })
    path = chosen.tempFilePaths[0]
  } catch {
    return undefined
  }
  return path ? await decodeImage(path) : undefined
}

/** The live scan screen (camera + jsQR), with the album as its fallback. */
export async function readCode(): Promise<string | null> {
  const { scanWithCamera } = await loadScanScreen()
  return await scanWithCamera({ pickPhoto })
}
