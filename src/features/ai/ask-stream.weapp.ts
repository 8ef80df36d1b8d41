import Taro from '@tarojs/taro'
import { serviceBases } from '@/lib/env'
import { requestHeaders } from '@/lib/request-headers'
import { Utf8StreamDecoder } from '@/lib/utf8-stream-decoder'
import { aiPaths, type AiEvent } from '@contract/paths/ai'
import { SseEventReader } from './sse-events'

function errorMessage(text: string): string {
  try {
    return (JSON.parse(text || 'null') as { message?: string } | null)?.message || '回答失败，请稍后重试'
  } catch {
    return '回答失败，请稍后重试'
  }
}

/**
 * Mini-program: a chunked request (base library ≥ 2.20.2), each chunk decoded and its completed events handed over as
 * they arrive. A base library without chunks delivers the whole body at the end, which is read the same way.
 */
export async function askStream(question: string, onEvent: (event: AiEvent) => void, signal?: AbortSignal): Promise<void> {
  const decoder = new Utf8StreamDecoder()
  const events = new SseEventReader()
  let received = ''
  let chunked = false
  const take = (text: string) => {
    received += text
    for (const event of events.push(text)) onEvent(event)
  }
  const task = Taro.request({
    url: serviceBases().portal + aiPaths.ask.path,
    method: 'POST',
    header: { ...requestHeaders({ json: true }), Accept: 'text/event-stream' },
    data: JSON.stringify({ question }),
    dataType: '其他',
    responseType: 'arraybuffer',
    enableChunked: true,
    timeout: 60000,
  })
  task.onChunkReceived?.(({ data }) => {
    chunked = true
    take(decoder.decode(data, { stream: true }))
  })
  signal?.addEventListener('abort', () => task.abort())
  const response = await task
  if (chunked) take(decoder.decode(new Uint8Array(0)))
  else if (typeof response.data === 'string') take(response.data)
  else if (response.data) take(decoder.decode(response.data as ArrayBuffer))
  if (response.statusCode !== 200) throw new Error(errorMessage(received))
  // A last event the server ended without its blank line.
  for (const event of events.push('\n\n')) onEvent(event)
}
