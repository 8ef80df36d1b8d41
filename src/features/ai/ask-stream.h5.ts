import { serviceBases } from '@/lib/env'
import { requestHeaders } from '@/lib/request-headers'
import { aiPaths, type AiEvent } from '@contract/paths/ai'
import { SseEventReader } from './sse-events'

/** H5: fetch's body stream, so each piece of the answer shows as the server produces it. */
export async function askStream(question: string, onEvent: (event: AiEvent) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch(serviceBases().portal + aiPaths.ask.path, {
    method: 'POST',
    headers: { ...requestHeaders({ json: true }), Accept: 'text/event-stream' },
    body: JSON.stringify({ question }),
    credentials: 'same-origin',
    signal,
  })
  if (!response.ok || !response.body) {
    const body = await response.json().catch(() => null)
    throw new Error(body?.message || '回答失败，请稍后重试')
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const events = new SseEventReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    for (const event of events.push(decoder.decode(value, { stream: true }))) onEvent(event)
  }
}
