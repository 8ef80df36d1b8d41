import { makeAutoObservable } from 'mobx'

export type PrivacyEvent = 'exposureAuthorization' | 'agree' | 'disagree'
export type PrivacyResolve = (option: { event: PrivacyEvent; buttonId?: string }) => void

/** The id of the agree button; WeChat checks that the button with this id was really tapped. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree'

/**
 * Private API calls WeChat holds until the user answers the privacy pop-up (base library ≥ 2.32.3,
 * `onNeedPrivacyAuthorization`). Several calls may wait at once; one answer releases them all.
 */
export class PrivacyPrompt {
  visible = false
  /** The name of the privacy guideline as set on the mini-program's admin platform. */
  contractName = '用户隐私保护指引'
  private pending: PrivacyResolve[] = []

  constructor() {
    makeAutoObservable<PrivacyPrompt, 'pending'>(this, { pending: false }, { autoBind: true })
  }

  ask(resolve: PrivacyResolve) {
    this.pending.push(resolve)
    this.visible = true
    // WeChat wants to know that its prompt was shown before the answer arrives.
    resolve({ event: 'exposureAuthorization' })
  }

  setContractName(name: string) {
    if (name) this.contractName = name
  }

  agree() {
    this.answer({ event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID })
  }

  disagree() {
    this.answer({ event: 'disagree' })
  }

  private answer(option: { event: PrivacyEvent; buttonId?: string }) {
    const waiting = this.pending
    this.pending = []
    this.visible = false
    for (const resolve of waiting) resolve(option)
  }
}

/** One per app: WeChat keeps a single onNeedPrivacyAuthorization listener for the whole app. */
export const privacyPrompt = new PrivacyPrompt()
