/**
 * Dialogs and keyboards in H5, for every dialog the app opens (NutUI's Popup and Dialog, Taro's showModal and
 * showActionSheet) instead of code in each:
 * - an open dialog is announced as one (role dialog, aria-modal) and takes the focus: its first control, or itself;
 * - Tab and Shift+Tab stay inside the dialog on top;
 * - when it closes, the focus returns to what had it before (the control that opened it), if that is still there;
 * - Taro's showModal buttons and action-sheet rows are buttons (Enter presses them: keyboard-access.h5.ts), and its
 *   toast is a status that screen readers announce.
 */
// Taro's modal and action sheet are a box with no size of their own around a mask and the dialog: the dialog is the
// part that shows (the action sheet's has no class: it is the last child, after the mask).
const ACTION_SHEET = '.taro__actionSheet > div:last-child'
const DIALOGS = `.nut-popup, .nut-dialog, .taro-modal__content, ${ACTION_SHEET}`
const CONTROLS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')
/** Parts Taro draws as plain divs: what they are to a reader. */
const ROLES: Array<{ selector: string; role: string; live?: 'polite' }> = [
  { selector: '.taro-model__btn', role: 'button' },
  { selector: '.taro-actionsheet__cell', role: 'button' },
  // The action sheet's 取消, after its menu.
  { selector: `${ACTION_SHEET} > div:last-child`, role: 'button' },
  { selector: '.taro__toast', role: 'status', live: 'polite' },
]

/** Where each kind of dialog writes its title: the dialog is named by the first shown one with text. */
const TITLES = [
  '.nut-dialog-header',
  '.nut-popup-title-title',
  '.nut-picker-title',
  '.nut-calendar-title',
  '.nut-actionsheet-title',
  '.taro-modal__title',
  '.taro-modal__text',
].join(', ')
let titleIds = 0

const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'

/** The open dialog on top: the last shown in document order (portals append to the body). */
function topDialog(): HTMLElement | null {
  const open = Array.from(document.querySelectorAll<HTMLElement>(DIALOGS)).filter(shown)
  // A NutUI Dialog is drawn inside a Popup: the innermost one is the dialog.
  return open.filter((el) => !open.some((other) => other !== el && el.contains(other))).pop() ?? null
}

const controlsOf = (dialog: HTMLElement) => Array.from(dialog.querySelectorAll<HTMLElement>(CONTROLS)).filter(shown)

function giveRoles(root: Element): void {
  for (const { selector, role, live } of ROLES) {
    const found = root.matches(selector) ? [root] : Array.from(root.querySelectorAll(selector))
    for (const el of found) {
      if (!el.hasAttribute('role')) el.setAttribute('role', role)
      if (role === 'button' && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0')
      if (live) el.setAttribute('aria-live', live)
    }
  }
}

/** A dialog's name for screen readers: its title, else what it is. */
function name(dialog: HTMLElement): void {
  if (dialog.hasAttribute('aria-label') || dialog.hasAttribute('aria-labelledby')) return
  const title = Array.from(dialog.querySelectorAll<HTMLElement>(TITLES)).find((el) => shown(el) && el.textContent?.trim())
  if (!title) return void dialog.setAttribute('aria-label', '对话框')
  if (!title.id) title.id = `portal-dialog-title-${++titleIds}`
  dialog.setAttribute('aria-labelledby', title.id)
}

export function startDialogFocus(): () => void {
  /** Open dialogs, oldest first, each with what had the focus before it opened. */
  const stack: Array<{ dialog: HTMLElement; opener: Element | null }> = []
  let scheduled = 0

  const sync = () => {
    scheduled = 0
    // Closed (hidden or removed) dialogs give the focus back, newest first.
    while (stack.length && !(stack[stack.length - 1]!.dialog.isConnected && shown(stack[stack.length - 1]!.dialog))) {
      const { dialog, opener } = stack.pop()!
      const focusWasInside = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement)
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
    const top = topDialog()
    if (!top || stack.some((entry) => entry.dialog === top)) return
    if (!top.hasAttribute('role')) top.setAttribute('role', 'dialog')
    top.setAttribute('aria-modal', 'true')
    name(top)
    if (!top.hasAttribute('tabindex')) top.setAttribute('tabindex', '-1')
    stack.push({ dialog: top, opener: document.activeElement })
    ;(controlsOf(top)[0] ?? top).focus()
  }
  const schedule = () => {
    if (!scheduled) scheduled = requestAnimationFrame(sync)
  }

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return
    const top = stack.length ? stack[stack.length - 1]!.dialog : null
    if (!top || !shown(top)) return
    const controls = controlsOf(top)
    const first = controls[0] ?? top
    const last = controls[controls.length - 1] ?? top
    const active = document.activeElement
    if (!active || !top.contains(active)) {
      event.preventDefault()
      first.focus()
    } else if (event.shiftKey && (active === first || active === top)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  document.addEventListener('keydown', onKey)
  giveRoles(document.body)
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) giveRoles(node)
    schedule()
  })
  // Dialogs open and close by their style and class (NutUI, Taro's modal), not only by being added.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class'] })
  schedule()
  return () => {
    observer.disconnect()
    if (scheduled) cancelAnimationFrame(scheduled)
    document.removeEventListener('keydown', onKey)
  }
}
