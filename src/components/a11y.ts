/**
 * Taro's H5 Button is a custom element (`taro-button-core`) with no button role; spread this onto NutUI
 * buttons so assistive technology announces them as buttons. The mini-program ignores it.
 */
export const BUTTON_ROLE: Record<string, string> = { role: 'button' }

/** Marks a Taro Text as a heading of `level` for screen readers (Taro's Text props do not list ARIA). */
export function headingRole(level: number): Record<string, string> {
  return { role: 'heading', 'aria-level': String(level) }
}
