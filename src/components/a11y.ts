/**
 * In H5, a View that acts as a control is reached with Tab; Enter and Space press it (src/shell/keyboard-access.h5.ts).
 * The mini-program has no keyboard focus, so it gets no tabIndex (nothing extra in its setData).
 */
export const KEYBOARD_FOCUS: Record<string, string> = process.env.TARO_ENV === 'h5' ? { tabIndex: '0' } : {}

/** A tappable View (or Taro's H5 Button, a custom element with no button role) announced as a button. */
export const BUTTON_ROLE: Record<string, string> = { role: 'button', ...KEYBOARD_FOCUS }

/** One choice of a `role="radiogroup"` drawn as Views: announced with its state and, in H5, pressed like a button. */
export function radioRole(checked: boolean): Record<string, string> {
  return { ...BUTTON_ROLE, role: 'radio', 'aria-checked': String(checked) }
}

/** Marks a Taro Text as a heading of `level` for screen readers (Taro's Text props do not list ARIA). */
export function headingRole(level: number): Record<string, string> {
  return { role: 'heading', 'aria-level': String(level) }
}

/** A message that appears when something went wrong (a form error): announced as soon as it is shown. */
export const ALERT_ROLE: Record<string, string> = { role: 'alert' }
