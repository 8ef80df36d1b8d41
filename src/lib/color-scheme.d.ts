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
