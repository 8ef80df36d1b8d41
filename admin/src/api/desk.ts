import type { adminDeskEndpoints } from '@contract/admin-desk'
import { BASES } from '@contract/bases'
import { adminDeskPaths, DESK_EVENTS_PATH } from '@contract/paths/admin-desk'
import { endpointClient } from './client'
import { readToken, signIn } from './session'

/** 坐席工作台, 快捷回复, 留言, 知识库, 未解决问题. */
export const deskApi = endpointClient<typeof adminDeskEndpoints>(adminDeskPaths)

export interface DeskEvent {
  /** `sessionId` when the chat is known (a student's message names none: every open chat may have changed). */
  kind: 'message' | 'session' | 'left-message' | 'agents' | 'resync'
  sessionId?: number
}

const RETRY_MS = 3000

/**
 * Listens to the desk's event stream until the returned function is called. Read with fetch rather than EventSource so
 * the id token travels in its header, as on every console call (never in the address, where logs keep it). `onEvent`
 * runs for each change and after each (re)connect (kind 'resync': reload everything); the stream reconnects after a
 * drop (a server restarting sends `closed` first), and a refused sign-in goes to the sign-on.
 */
export function listenToDesk(onEvent: (event: DeskEvent) => void, onConnection: (connected: boolean) => void): () => void {
  let stopped = false
  let controller: AbortController | undefined
  let retry: ReturnType<typeof setTimeout> | undefined

  const dispatch = (block: string) => {
    const name = /^event: (.*)$/m.exec(block)?.[1]
    const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}'
    if (name === 'ready') onEvent({ kind: 'resync' })
    if (name === 'desk') onEvent(JSON.parse(data) as DeskEvent)
  }

  const connect = async () => {
    controller = new AbortController()
    try {
      const response = await fetch(BASES.admin + DESK_EVENTS_PATH, {
        headers: { 'x-id-token': readToken() ?? '', accept: 'text/event-stream' },
        signal: controller.signal,
      })
      if (response.status === 401) return signIn()
      // The role was taken away: the workspace's own calls say so; no point reconnecting.
      if (response.status === 403) return onConnection(false)
      if (!response.ok || !response.body) throw new Error(`desk events: ${response.status}`)
      onConnection(true)
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let buffer = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let cut: number
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, cut))
          buffer = buffer.slice(cut + 2)
        }
      }
    } catch {
      // Dropped or refused: try again below.
    }
    onConnection(false)
    if (!stopped) retry = setTimeout(() => void connect(), RETRY_MS)
  }

  void connect()
  return () => {
    stopped = true
    clearTimeout(retry)
    controller?.abort()
  }
}
