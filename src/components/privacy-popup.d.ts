import type { PrivacyPrompt } from '@/lib/privacy-prompt'

/** Contract of `privacy-popup.weapp.tsx` / `.h5.tsx`: WeChat's privacy consent pop-up, nothing in a browser. */
export declare function PrivacyPopup(props: { prompt?: PrivacyPrompt }): JSX.Element | null
