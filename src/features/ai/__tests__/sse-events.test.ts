import { SseEventReader } from '@/features/ai/sse-events'

describe('SseEventReader', () => {
  it('returns events as they complete, whatever the pieces', () => {
    const reader = new SseEventReader()
    const stream =
      'data: {"type":"citations","citations":[]}\n\ndata: {"type":"delta","text":"校园卡"}\n\ndata: {"type":"done","mode":"llm"}\n\n'
    const seen = []
    for (let i = 0; i < stream.length; i += 7) seen.push(...reader.push(stream.slice(i, i + 7)))
    expect(seen).toEqual([
      { type: 'citations', citations: [] },
      { type: 'delta', text: '校园卡' },
      { type: 'done', mode: 'llm' },
    ])
  })
})
