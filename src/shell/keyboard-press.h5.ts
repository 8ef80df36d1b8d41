/**
 * Enter and Space press a focused element that says it is a button, radio, tab or switch (BUTTON_ROLE, radioRole) but is a View,
 * as a native button would: one listener for the whole app instead of a key handler on every tappable View.
 */
const PRESSABLE_ROLES = new Set(['button', 'radio', 'tab', 'switch', 'checkbox'])

export function pressButtonsWithKeys(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
    const target = event.target
    if (!(target instanceof HTMLElement) || !PRESSABLE_ROLES.has(target.getAttribute('role') ?? '')) return
    if (/^(BUTTON|A|INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.isContentEditable) return
    event.preventDefault()
    target.click()
  }
  document.addEventListener('keydown', onKey)
  return () => document.removeEventListener('keydown', onKey)
}
