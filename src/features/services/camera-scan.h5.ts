import jsQR from 'jsqr'
import './camera-scan.scss'

/**
 * The live scan screen of the browser build: the rear camera through getUserMedia, frames decoded with
 * jsQR inside a viewfinder, a torch toggle where the camera has one, and 从相册选择 as the fallback.
 * A full-screen layer over the current page (扫一扫 is an action, not a place: the spec has no scan route),
 * built from plain elements so it can open from any page that offers 扫一扫.
 */
export interface CameraScanOptions {
  /** 从相册选择: the decoded text, null when the photo holds no code, undefined when the user cancelled. */
  pickPhoto: () => Promise<string | null | undefined>
}

/** Decoding is paced: jsQR takes tens of milliseconds a frame and a phone must stay responsive. */
const DECODE_INTERVAL_MS = 150
/** The viewfinder's share of the shorter video side, decoded at most this many pixels square. */
const CROP_SHARE = 0.8
const DECODE_SIDE = 480

/** Why the camera cannot be used, in words for the user (each ends with the way out: the album). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || (typeof error === 'object' && error && 'name' in error) ? String((error as Error).name) : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return '未获得相机权限。请在浏览器设置中允许本网站使用相机，或从相册选择二维码图片。'
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return '未找到可用的相机，请从相册选择二维码图片。'
  if (name === 'NotReadableError' || name === 'AbortError') return '相机正被其他应用占用，请关闭后重试，或从相册选择二维码图片。'
  if (name === 'Unsupported') return '当前浏览器无法使用相机（需 HTTPS 页面），请从相册选择二维码图片。'
  return '相机无法打开，请从相册选择二维码图片。'
}

/** The text of a QR code in the middle of the current video frame, or null. */
export function decodeVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const { videoWidth: width, videoHeight: height } = video
  if (!width || !height) return null
  const crop = Math.round(Math.min(width, height) * CROP_SHARE)
  const side = Math.min(crop, DECODE_SIDE)
  canvas.width = side
  canvas.height = side
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) return null
  context.drawImage(video, (width - crop) / 2, (height - crop) / 2, crop, crop, 0, 0, side, side)
  const pixels = context.getImageData(0, 0, side, side)
  return jsQR(pixels.data, side, side, { inversionAttempts: 'dontInvert' })?.data ?? null
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text) node.textContent = text
  return node
}

function button(className: string, text: string, label = text): HTMLButtonElement {
  const node = element('button', `camera-scan__button ${className}`, text)
  node.type = 'button'
  node.setAttribute('aria-label', label)
  return node
}

const TORCH_REFUSED = '无法打开手电筒'

/** Torch is in the image-capture spec, not yet in TypeScript's DOM types; some browsers lack getCapabilities. */
type TorchCapabilities = { getCapabilities?: () => { torch?: boolean } }

/** Opens the scan screen; resolves with the scanned text, or null when the user closes it. */
export function scanWithCamera(options: CameraScanOptions): Promise<string | null> {
  return new Promise((resolve) => {
    const root = element('div', 'camera-scan')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-label', '扫一扫')
    root.dataset.testid = 'camera-scan'
    const video = element('video', 'camera-scan__video')
    video.muted = true
    video.playsInline = true
    video.setAttribute('playsinline', '')
    video.setAttribute('aria-hidden', 'true')
    const frame = element('div', 'camera-scan__frame')
    for (const corner of ['tl', 'tr', 'bl', 'br']) frame.append(element('span', `camera-scan__corner camera-scan__corner--${corner}`))
    frame.append(element('span', 'camera-scan__line'))
    const hint = element('p', 'camera-scan__hint', '正在打开相机…')
    const message = element('p', 'camera-scan__message')
    message.setAttribute('role', 'alert')
    const close = button('camera-scan__close', '✕', '关闭扫一扫')
    const torch = button('', '手电筒', '打开手电筒')
    torch.hidden = true
    torch.setAttribute('aria-pressed', 'false')
    const album = button('', '从相册选择')
    const actions = element('div', 'camera-scan__actions')
    actions.append(torch, album)
    root.append(video, element('p', 'camera-scan__title', '扫一扫'), close, frame, hint, message, actions)
    document.body.append(root)

    const canvas = document.createElement('canvas')
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let done = false

    const finish = (text: string | null) => {
      if (done) return
      done = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('popstate', onLeave)
      root.remove()
      resolve(text)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(null)
    }
    // The browser's back button leaves the page under the scan screen: the camera goes with it.
    const onLeave = () => finish(null)
    const blocked = (text: string) => {
      root.classList.add('camera-scan--blocked')
      hint.textContent = ''
      message.textContent = text
      album.classList.add('camera-scan__button--primary')
    }
    const decodeLoop = () => {
      if (done) return
      let text: string | null = null
      try {
        text = decodeVideoFrame(video, canvas)
      } catch {
        // A frame that cannot be read (camera still starting) is skipped.
      }
      if (text) finish(text)
      else timer = setTimeout(decodeLoop, DECODE_INTERVAL_MS)
    }

    document.addEventListener('keydown', onKey)
    window.addEventListener('popstate', onLeave)
    close.addEventListener('click', () => finish(null))
    album.addEventListener('click', () => {
      options.pickPhoto().then(
        (text) => {
          if (text) finish(text)
          else if (text === null) message.textContent = '未识别到二维码，请换一张图片'
        },
        () => {
          message.textContent = '图片无法读取，请换一张'
        },
      )
    })
    torch.addEventListener('click', () => {
      const track = stream?.getVideoTracks()[0]
      const on = torch.getAttribute('aria-pressed') !== 'true'
      track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }).then(
        () => {
          torch.setAttribute('aria-pressed', String(on))
          torch.setAttribute('aria-label', on ? '关闭手电筒' : '打开手电筒')
          if (message.textContent === TORCH_REFUSED) message.textContent = ''
        },
        () => {
          message.textContent = TORCH_REFUSED
        },
      )
    })

    if (!navigator.mediaDevices?.getUserMedia) return blocked(cameraProblem({ name: 'Unsupported' }))
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false })
      .then(async (opened) => {
        if (done) return opened.getTracks().forEach((track) => track.stop())
        stream = opened
        video.srcObject = opened
        await video.play().catch(() => undefined)
        hint.textContent = '将二维码放入框内，即可自动扫描'
        const track = opened.getVideoTracks()[0] as TorchCapabilities | undefined
        if (track?.getCapabilities?.().torch) torch.hidden = false
        decodeLoop()
      })
      .catch((error: unknown) => {
        if (!done) blocked(cameraProblem(error))
      })
  })
}
