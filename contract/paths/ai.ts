// The AI assistant's endpoint: POST, JSON body {question}, answered as server-sent events (not the JSON envelope).
export const aiPaths = {
  ask: { method: 'POST', base: 'portal', path: '/v1/ai/ask', json: true },
} as const

export const AI_QUESTION_MAX = 300

/** One server-sent event of an answer, in order: citations, then text pieces, then done (or error). */
export type AiEvent =
  | { type: 'citations'; citations: Array<{ n: number; title: string; link: string }> }
  | { type: 'delta'; text: string }
  | { type: 'done'; mode: 'llm' | 'retrieval' }
  | { type: 'error'; message: string }
