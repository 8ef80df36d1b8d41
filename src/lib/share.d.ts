import type { ShareTarget } from './share-target'

export type ShareOutcome = 'wechat-menu' | 'copied' | 'menu' | 'failed'
/** Spec §8 "link copied, please open in the browser". */
export declare const LINK_COPIED_TEXT: string
/** The share button's action: WeChat JS-SDK card, the mini-program menu, or the link copied. */
export declare function shareTarget(target: ShareTarget): Promise<ShareOutcome>
/** Registers the page's share card (mini-program menu / WeChat browser) for as long as the page shows. */
export declare function usePageShare(target: ShareTarget | null): void
