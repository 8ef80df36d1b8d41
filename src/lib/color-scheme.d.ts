/**
 * Contract of `color-scheme.h5.ts` / `color-scheme.weapp.ts`: where the 外观 choice (跟随系统 / 浅色 / 深色) takes
 * effect. `__tests__/platform-contract.test.ts` checks both variants against it.
 */
export type ColorSchemeChoice = 'system' | 'light' | 'dark'
/** Whether 浅色 / 深色 can override the system's scheme on this platform (设置 offers 外观 only then). */
export declare const CAN_CHOOSE_COLOR_SCHEME: boolean
/** The root classes of 浅色 and 深色 (styles/theme.scss reads them). */
export declare const THEME_CLASSES: Readonly<Record<Exclude<ColorSchemeChoice, 'system'>, string>>
/** Applies a choice at once, without a reload. */
export declare function applyColorScheme(choice: ColorSchemeChoice): void
/**
 * The colour set the page's own style declares for 浅色 / 深色, where a page's root takes no class: the mini-program's
 * `<page-meta page-style>` (components/page-style.weapp.tsx). Empty while following the system, and always in a browser,
 * where the root's class switches the set. Read inside a MobX observer, it follows the choice.
 */
export declare function pageColorStyle(): string
/**
 * Paints what the platform draws itself (the mini-program's navigation bar, tab bar and window background) in the
 * chosen scheme, for the page in front; called as each page shows. Nothing in a browser, whose bars are the page's.
 */
export declare function paintNativeChrome(): void
