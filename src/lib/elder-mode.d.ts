/**
 * Contract of `elder-mode.h5.ts` / `elder-mode.weapp.ts`: where 长辈模式's larger type and controls take effect.
 * `__tests__/platform-contract.test.ts` checks both variants against it.
 */
/** Whether this platform can draw 长辈模式 (设置 offers it only then). */
export declare const CAN_USE_ELDER_MODE: boolean
/** The root class that turns on the larger type and controls (styles/elder-mode.scss reads it). */
export declare const ELDER_MODE_CLASS: string
/** Turns the larger type and controls on or off at once, without a reload. */
export declare function applyElderMode(on: boolean): void
/**
 * The class of a page's root view: `base`, and on large text where the document's root cannot be marked (the
 * mini-program) also `portal-large-text`, which lets buttons' labels wrap. Observable, like `elderModeOn`.
 */
export declare function pageRootClass(base: string): string
/** Whether 长辈模式 is on; observable, so a MobX observer reading it follows it (lib/plain-words.ts). */
export declare function elderModeOn(): boolean
/** The text size in effect as a multiple of the usual one (for sizes a component takes in numbers, not styles). */
export declare function textScale(): number
/**
 * The style of the page's root for the text size and 长辈模式, where a page's root cannot be styled from script: the
 * mini-program's `<page-meta page-style>` (components/page-style.weapp.tsx). Empty in a browser, where
 * `applyElderMode` styles the document's root itself. Read inside a MobX observer, it follows 长辈模式.
 */
export declare function pageTextStyle(): string
