// The AI assistant's endpoint: POST, JSON body {question}, answered as server-sent events (not the JSON envelope).
export const aiPaths = {
  ask: { method: 'POST', base: 'portal', path: '/v1/ai/ask', json: true },
} as const

export const AI_QUESTION_MAX = 300

/**
 * One server-sent event of an answer, in order: citations, then text pieces, then done (or error). A citation of a
 * service carries its `serviceId`: the client opens it through the service centre's checks, not by its link.
 */
export type AiEvent =
  | { type: 'citations'; citations: Array<{ n: number; title: string; link: string; serviceId?: number }> }
  | { type: 'delta'; text: string }
  | { type: 'done'; mode: 'llm' | 'retrieval' }
  | { type: 'error'; message: string }
