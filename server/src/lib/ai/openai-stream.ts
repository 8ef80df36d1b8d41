import type { Citation } from './ai-retrieval'

export interface ChatEndpoint {
  baseUrl: string
  apiKey: string
  model: string
}

/** The prompt stays on the server: instructions, the retrieved passages numbered, then the question. */
export function promptMessages(question: string, citations: Citation[], schoolName: string) {
  const context = citations.map((c) => `[${c.n}] ${c.title}\n${c.text}`).join('\n\n')
  return [
    {
      role: 'system',
      content:
        `你是${schoolName}掌上校园的 AI 助手。只根据下面编号的资料回答，用中文，简洁；每句引用资料时在句末标注编号，如 [1]。` +
        '资料里没有的内容，直接说不知道，不要编造。\n\n资料：\n' +
        (context || '（没有找到相关资料）'),
    },
    { role: 'user', content: question },
  ]
}

/** Streams the text of an OpenAI-compatible chat completion (`stream: true`, server-sent events). */
export async function* streamCompletion(endpoint: ChatEndpoint, messages: unknown[], signal: AbortSignal): AsyncGenerator<string> {
  const response = await fetch(`${endpoint.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
    body: JSON.stringify({ model: endpoint.model, messages, stream: true, temperature: 0.2 }),
    signal,
  })
  if (!response.ok || !response.body) throw new Error(`AI endpoint answered ${response.status}`)
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    const lines = buffer.split('\n')
    buffer = lines.pop() ?? ''
    for (const line of lines) {
      const data = line.trim().replace(/^data:\s*/, '')
      if (!line.trim().startsWith('data:') || !data) continue
      if (data === '[DONE]') return
      const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> }
      const text = parsed.choices?.[0]?.delta?.content
      if (text) yield text
    }
  }
}
