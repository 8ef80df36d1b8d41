import type { PrivacyPrompt } from './privacy-prompt'

/** Contract of `privacy-listener.weapp.ts` / `.h5.ts`: browsers have no privacy authorisation step. */
export declare function watchPrivacyAuthorization(prompt: PrivacyPrompt): void
export declare function openPrivacyContract(): void
