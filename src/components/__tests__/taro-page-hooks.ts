/**
 * Taro's page hooks (`useReachBottom`, `usePageScroll`) come from the React framework plugin at build
 * time and are missing from the H5 API module Jest maps `@tarojs/taro` to. Importing this file installs
 * stand-ins on that module that record the callbacks, so a test can fire the page events itself.
 */
import { useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'

type Handler = (arg?: unknown) => void

const handlers = { reachBottom: new Set<Handler>(), pageScroll: new Set<Handler>() }

function recordingHook(set: Set<Handler>) {
  return function usePageEvent(cb: Handler) {
    const latest = useRef(cb)
    latest.current = cb
    useEffect(() => {
      const h: Handler = (arg) => latest.current(arg)
      set.add(h)
      return () => {
        set.delete(h)
      }
    }, [])
  }
}

const taro = Taro as unknown as Record<string, unknown>
taro.useReachBottom = recordingHook(handlers.reachBottom)
taro.usePageScroll = recordingHook(handlers.pageScroll)

export const pageEvents = {
  reachBottom() {
    handlers.reachBottom.forEach((h) => h())
  },
  scroll(scrollTop: number) {
    handlers.pageScroll.forEach((h) => h({ scrollTop }))
  },
}
