/**
 * Browser network state. Taro's H5 network API reads `navigator.connection`, which most browsers never
 * report as 'none', so the browser's own online/offline events are the reliable signal here.
 * `cb(online)` runs once with the current state, then on every change; the returned function stops.
 */
export function watchNetwork(cb: (online: boolean) => void): () => void {
  const onOnline = () => cb(true)
  const onOffline = () => cb(false)
  cb(typeof navigator === 'undefined' || navigator.onLine !== false)
  window.addEventListener('online', onOnline)
  window.addEventListener('offline', onOffline)
  return () => {
    window.removeEventListener('online', onOnline)
    window.removeEventListener('offline', onOffline)
  }
}

/** Whether the browser is online right now (for 重新加载 while a banner says it is not). */
export function isOnlineNow(): Promise<boolean> {
  return Promise.resolve(typeof navigator === 'undefined' || navigator.onLine !== false)
}
