/**
 * Keyboard access in H5, in one place instead of a handler on every tappable View:
 * - Enter and Space press a focused element that says it is a button, radio, tab, switch or checkbox (BUTTON_ROLE,
 *   radioRole, NutUI's Switch and Checkbox) but is a View, as a native control would;
 * - what scrolls, or is tapped, takes focus where Taro and NutUI give none: Taro's page box (`.taro_page`, which
 *   scrolls a page with nothing focusable on it, such as a policy text), the month calendar's scrolling months and days, and
 *   NutUI's tab titles (each a button reached with Tab; which one is chosen is not announced), and Taro's H5 Button;
 * - arrow keys move between the month calendar's days (calendar-keys.h5.ts);
 * - dialogs take the focus, keep Tab inside and give the focus back when they close (dialog-focus.h5.ts).
 */
import { moveCalendarFocus } from './calendar-keys.h5'
import { startDialogFocus } from './dialog-focus.h5'

const PRESSABLE_ROLES = new Set(['button', 'radio', 'tab', 'switch', 'checkbox'])
const FOCUS_TARGETS: Array<{ selector: string; role?: string }> = [
  { selector: '.taro_page' },
  { selector: '.nut-calendar-content' },
  // The month calendar's days: chosen with Enter as with a tap (NutUI ignores a disabled day's press as it does a tap).
  { selector: '.nut-calendar-day', role: 'button' },
  { selector: '.nut-tabs-titles-item', role: 'button' },
  // Taro's H5 Button (NutUI's Button draws one) is a custom element: no role, and Tab passes it by.
  { selector: 'taro-button-core', role: 'button' },
]

function makeFocusable(root: Element): void {
  for (const { selector, role } of FOCUS_TARGETS) {
    const found = root.matches(selector) ? [root] : Array.from(root.querySelectorAll(selector))
    for (const el of found) {
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
      if (role && !el.hasAttribute('role')) el.setAttribute('role', role)
    }
  }
}

export function startKeyboardAccess(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return
    if (moveCalendarFocus(event)) return
    if (event.key !== 'Enter' && event.key !== ' ') return
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target
    if (!(target instanceof HTMLElement) || !PRESSABLE_ROLES.has(target.getAttribute('role') ?? '')) return
    if (/^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable) return
    event.preventDefault()
    target.click()
  }
  document.addEventListener('keydown', onKey)
  makeFocusable(document.body)
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) makeFocusable(node)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  const stopDialogs = startDialogFocus()
  return () => {
    stopDialogs()
    observer.disconnect()
    document.removeEventListener('keydown', onKey)
  }
}
