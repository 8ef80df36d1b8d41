import { PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS } from '@/lib/timing'

/**
 * Spec §2/§9: pages load lazily with a loading fallback shown after 200 ms and a way out after 60 s.
 * Taro's H5 router loads each page through webpack's chunk loader (`__webpack_require__.e`) and has
 * no hook of its own, so the loader is wrapped: while any chunk is pending past the delay a small
 * indicator shows; past the timeout it offers a reload.
 */
export const LOADING_ID = 'page-chunk-loading'

type ChunkLoader = { e: (chunkId: string | number) => Promise<unknown> }

export function wrapChunkLoader(loader: ChunkLoader, doc: Document, delayMs = PAGE_LOAD_DELAY_MS, timeoutMs = PAGE_LOAD_TIMEOUT_MS) {
  const load = loader.e.bind(loader)
  let pending = 0
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let slowTimer: ReturnType<typeof setTimeout> | undefined

  const settle = () => {
    pending -= 1
    if (pending > 0) return
    clearTimeout(showTimer)
    clearTimeout(slowTimer)
    doc.getElementById(LOADING_ID)?.remove()
  }

  loader.e = (chunkId) => {
    pending += 1
    if (pending === 1) {
      showTimer = setTimeout(() => showIndicator(doc), delayMs)
      slowTimer = setTimeout(() => showSlow(doc), timeoutMs)
    }
    const result = load(chunkId)
    result.then(settle, settle)
    return result
  }
}

function showIndicator(doc: Document) {
  if (doc.getElementById(LOADING_ID)) return
  const box = doc.createElement('div')
  box.id = LOADING_ID
  box.setAttribute('role', 'status')
  box.style.cssText =
    'position:fixed;left:50%;top:40%;transform:translate(-50%,-50%);z-index:10070;background:rgba(0,0,0,.7);' +
    'color:#fff;border-radius:8px;padding:14px 20px;font-size:14px;display:flex;flex-direction:column;align-items:center;gap:8px'
  box.textContent = '页面加载中…'
  doc.body.appendChild(box)
}

function showSlow(doc: Document) {
  showIndicator(doc)
  const box = doc.getElementById(LOADING_ID)!
  box.textContent = '页面加载较慢，请检查网络'
  const button = doc.createElement('button')
  button.textContent = '重新加载'
  button.style.cssText = 'border:0;border-radius:16px;background:#ED663F;color:#fff;padding:6px 18px;font-size:14px'
  button.addEventListener('click', () => doc.defaultView?.location.reload())
  box.appendChild(button)
}
