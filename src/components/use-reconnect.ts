import { useEffect, useRef } from 'react'

/**
 * Calls `onReconnect` when `online` turns true after having been false: a page that lost the network
 * refreshes itself when it returns, without the user pressing anything.
 */
export function useReconnect(online: boolean, onReconnect: (() => void) | undefined): void {
  const wasOffline = useRef(!online)
  const latest = useRef(onReconnect)
  latest.current = onReconnect
  useEffect(() => {
    if (!online) {
      wasOffline.current = true
      return
    }
    if (!wasOffline.current) return
    wasOffline.current = false
    latest.current?.()
  }, [online])
}
