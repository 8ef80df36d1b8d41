import type { AiEvent } from '@contract/paths/ai'

/**
 * Collects server-sent events from text that arrives in arbitrary pieces: `push` returns the events completed so far
 * and keeps the unfinished rest for the next piece.
 */
export class SseEventReader {
  private buffer = ''

  push(text: string): AiEvent[] {
    this.buffer += text
    const blocks = this.buffer.split('\n\n')
    this.buffer = blocks.pop() ?? ''
    return blocks.flatMap((block) => {
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n')
      return data ? [JSON.parse(data) as AiEvent] : []
    })
  }
}
