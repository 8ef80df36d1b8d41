/**
 * Contract of `ask-stream.h5.ts` / `ask-stream.weapp.ts`: asks the AI assistant and hands over each event as it
 * arrives as the server streams it (H5: fetch's body stream; the mini-program: a chunked request).
 */
import type { AiEvent } from '@contract/paths/ai'

export declare function askStream(question: string, onEvent: (event: AiEvent) => void, signal?: AbortSignal): Promise<void>
