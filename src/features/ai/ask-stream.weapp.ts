import Taro from '@tarojs/taro'
import { serviceBases } from '@/lib/env'
import { requestHeaders } from '@/lib/request-headers'
import { aiPaths, type AiEvent } from '@contract/paths/ai'
import { SseEventReader } from './sse-events'

/** Mini-program: the whole event stream as text, then its events in order (no text decoder for chunks here). */
export async function askStream(question: string, onEvent: (event: AiEvent) => void): Promise<void> {
  const response = await Taro.request({
    url: serviceBases().portal + aiPaths.ask.path,
    method: 'POST',
    header: { ...requestHeaders({ json: true }), Accept: 'text/event-stream' },
    data: JSON.stringify({ question }),
    dataType: '其他',
    responseType: 'text',
    timeout: 60000,
  })
  if (response.statusCode !== 200) {
    const body = typeof response.data === 'string' ? JSON.parse(response.data || 'null') : response.data
    throw new Error(body?.message || '回答失败，请稍后重试')
  }
  for (const event of new SseEventReader().push(`${String(response.data)}\n\n`)) onEvent(event)
}
