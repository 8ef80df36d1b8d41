/**
 * A tappable View (or Taro's H5 Button, a custom element with no button role) announced as a button and, in H5,
 * reachable with the keyboard: Enter and Space press it (src/shell/keyboard-press.h5.ts). The mini-program has no
 * keyboard focus, so it gets no tabIndex (nothing extra in its setData).
 */
export const BUTTON_ROLE: Record<string, string> = process.env.TARO_ENV === 'h5' ? { role: 'button', tabIndex: '0' } : { role: 'button' }

/** One choice of a `role="radiogroup"` drawn as Views: announced with its state and, in H5, pressed like a button. */
export function radioRole(checked: boolean): Record<string, string> {
  return { ...BUTTON_ROLE, role: 'radio', 'aria-checked': String(checked) }
}

/** Marks a Taro Text as a heading of `level` for screen readers (Taro's Text props do not list ARIA). */
export function headingRole(level: number): Record<string, string> {
  return { role: 'heading', 'aria-level': String(level) }
}
