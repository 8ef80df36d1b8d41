import type { PrivacyPrompt } from './privacy-prompt'

/** Browsers ask per permission themselves; there is nothing to watch. */
export function watchPrivacyAuthorization(_prompt: PrivacyPrompt): void {}

export function openPrivacyContract(): void {}
