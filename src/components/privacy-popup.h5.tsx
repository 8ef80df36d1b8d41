import type { PrivacyPrompt } from '@/lib/privacy-prompt'

/** Browsers ask for each permission themselves: the H5 build has no privacy pop-up. */
export function PrivacyPopup(_props: { prompt?: PrivacyPrompt }) {
  return null
}
