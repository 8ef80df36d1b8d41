/**
 * Spec §8 "Chunk loading failure": a page chunk that is missing, errors or times out (a new
 * deployment replaced it, or the network dropped) recovers with ONE reload; a second failure soon
 * after shows a message with a reload button instead of looping or leaving a white screen.
 */
export const RELOAD_MARK_KEY = 'chunk_reload_at'
const LOOP_WINDOW_MS = 30_000

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return /Loading (CSS )?chunk [\w-]+ failed/.test(String(reason ?? ''))
  const e = reason as { name?: string; message?: string; type?: string }
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(e.message ?? '')
}

interface RecoveryWindow {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  location: { reload(): void }
  document: Document
  addEventListener(type: 'error' | 'unhandledrejection', fn: (ev: any) => void, capture?: boolean): void
}

/** Decides what a chunk failure does now: reload once, or show the fallback (already reloaded). */
export function recover(win: RecoveryWindow, now = Date.now()): 'reload' | 'fallback' {
  const last = Number(win.sessionStorage.getItem(RELOAD_MARK_KEY) || 0)
  if (last && now - last < LOOP_WINDOW_MS) {
    showFallback(win.document, () => {
      win.sessionStorage.removeItem(RELOAD_MARK_KEY)
      win.location.reload()
    })
    return 'fallback'
  }
  win.sessionStorage.setItem(RELOAD_MARK_KEY, String(now))
  win.location.reload()
  return 'reload'
}

export function installChunkRecovery(win: RecoveryWindow & Window): void {
  const onFailure = (reason: unknown) => {
    if (isChunkLoadError(reason)) recover(win)
  }
  win.addEventListener('unhandledrejection', (ev: PromiseRejectionEvent) => onFailure(ev.reason))
  win.addEventListener('error', (ev: ErrorEvent) => onFailure(ev.error ?? ev.message), true)
}

export const FALLBACK_ID = 'chunk-load-fallback'

function showFallback(doc: Document, onReload: () => void) {
  if (doc.getElementById(FALLBACK_ID)) return
  const box = doc.createElement('div')
  box.id = FALLBACK_ID
  box.setAttribute('role', 'alert')
  // The palette's page colours (dark in dark mode, styles/palette.scss), with the light ones should the stylesheet be
  // what failed to load; the button is the contrast-safe orange fill under white text.
  box.style.cssText =
    'position:fixed;inset:0;z-index:10080;background:var(--portal-background,#F6F6F6);display:flex;flex-direction:column;' +
    'align-items:center;justify-content:center;gap:16px;color:var(--portal-text,#3A3C40);font-size:15px;padding:24px;text-align:center'
  const text = doc.createElement('p')
  text.textContent = '页面加载失败，请检查网络后重试'
  const button = doc.createElement('button')
  button.textContent = '重新加载'
  button.style.cssText = 'border:0;border-radius:20px;background:#C63B13;color:#fff;padding:10px 28px;font-size:15px'
  button.addEventListener('click', onReload)
  box.append(text, button)
  doc.body.appendChild(box)
}
