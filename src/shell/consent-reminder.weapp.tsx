import type { RootStore } from '@/stores/root-store'

/**
 * A mini-program's app renders no view of its own, so there is no app-wide place for the dialog; the sign-in's
 * consent (on the login pages) is what asks there.
 */
export function ConsentReminder() {
  return null
}

export function remindOfConsent(_store: RootStore): void {}
