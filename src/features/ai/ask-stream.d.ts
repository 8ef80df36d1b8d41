/**
 * Contract of `ask-stream.h5.ts` / `ask-stream.weapp.ts`: asks the AI assistant and hands over each event as it
 * arrives (H5: as the server streams it; the mini-program: once the answer is complete, in the same order).
 */
import type { AiEvent } from '@contract/paths/ai'

export declare function askStream(question: string, onEvent: (event: AiEvent) => void, signal?: AbortSignal): Promise<void>
