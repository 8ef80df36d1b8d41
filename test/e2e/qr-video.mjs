// A QR code as a Y4M video for Chromium's fake camera (--use-file-for-fake-video-capture): rendered from
// the qrcode library's module matrix into raw 4:2:0 frames, written to a temporary file by the test.
import fs from 'node:fs'
import QRCode from 'qrcode'

const WIDTH = 640
const HEIGHT = 480
const FRAMES = 4
const QUIET_ZONE = 4

/** Writes `file`: a grey-framed QR of `text` in the middle of a 640×480 picture, a few identical frames. */
export function writeQrVideo(file, text) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cells = modules.size + QUIET_ZONE * 2
  const scale = Math.floor(320 / cells)
  const side = cells * scale
  const left = Math.floor((WIDTH - side) / 2)
  const top = Math.floor((HEIGHT - side) / 2)
  const luma = Buffer.alloc(WIDTH * HEIGHT, 90) // a dim room around the code
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / scale) - QUIET_ZONE
      const col = Math.floor(x / scale) - QUIET_ZONE
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size
      luma[(top + y) * WIDTH + left + x] = inside && modules.get(row, col) ? 16 : 235
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma])
  fs.writeFileSync(file, Buffer.concat([header, ...Array(FRAMES).fill(frame)]))
}
