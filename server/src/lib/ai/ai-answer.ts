import type { AiEvent } from '@contract/paths/ai'
import type { Database } from '../../db/client'
import type { Viewer } from '../search/search-repository'
import { retrieve, type Citation } from './ai-retrieval'
import { promptMessages, streamCompletion, type ChatEndpoint } from './openai-stream'

export const RETRIEVAL_ONLY_NOTE = '以下内容摘自学校发布的资料，点击文末的参考资料可查看原文：'
export const NOTHING_FOUND = '没有找到与这个问题相关的本校资料，请换个问法，或到“智能客服”转人工咨询。'

/** Without a model: the retrieved passages themselves, each with its number, said to be quotations. */
function* retrievalAnswer(citations: Citation[]): Generator<string> {
  if (citations.length === 0) {
    yield NOTHING_FOUND
    return
  }
  yield `${RETRIEVAL_ONLY_NOTE}\n`
  for (const citation of citations) yield `${citation.text} [${citation.n}]\n`
}

/**
 * Answers a question as events: the citations first, then the text as it is produced — by the configured
 * OpenAI-compatible model from the retrieved passages, or, without one (or when it fails before saying anything),
 * the passages themselves.
 */
export async function* answer(
  db: Database,
  viewer: Viewer,
  question: string,
  endpoint: ChatEndpoint | null,
  schoolName: string,
  signal: AbortSignal,
): AsyncGenerator<AiEvent> {
  const citations = await retrieve(db, viewer, question)
  yield {
    type: 'citations',
    citations: citations.map(({ n, title, link, serviceId }) => ({ n, title, link, ...(serviceId ? { serviceId } : {}) })),
  }
  if (endpoint && citations.length > 0) {
    let said = false
    try {
      for await (const text of streamCompletion(endpoint, promptMessages(question, citations, schoolName), signal)) {
        said = true
        yield { type: 'delta', text }
      }
      yield { type: 'done', mode: 'llm' }
      return
    } catch {
      if (said || signal.aborted) {
        yield { type: 'error', message: '智能回答中断，请稍后重试' }
        return
      }
    }
  }
  for (const text of retrievalAnswer(citations)) yield { type: 'delta', text }
  yield { type: 'done', mode: 'retrieval' }
}
