import { makeAutoObservable, runInAction } from 'mobx'
import type { AgreementStatus } from '@contract/personal'
import { featureStore } from '@/stores/feature-store'
import { consentApi, type ConsentApi } from './api'

declare module '@/stores/root-store' {
  interface RootApis {
    consent: ConsentApi
  }
}

/** What the person answered: 同意 (recorded on the server) or 不同意 (the sign-in is undone). */
export type ConsentAnswer = 'agreed' | 'declined'

/** Who asked: a sign-in (its page shows the dialog) or the app starting or coming back (the app shows it). */
export type ConsentAsker = 'sign-in' | 'app-show'

export const DECLINED_MESSAGE = '您未同意隐私政策，已退出登录'

/**
 * The consent to 用户协议 and 隐私政策: after any sign-in, and whenever the app starts or comes back to the
 * foreground signed in, the account's acceptance of the versions in force is looked up on the server; when one
 * is missing (first sign-in, or a new version was published since), the dialog asks and `ask()` resolves with
 * the answer. The server records the acceptance per account, text and version.
 */
export class SignInConsent {
  /** The versions waiting for an answer; the dialog shows while it is set. */
  pending: AgreementStatus | null = null
  /** Who asked the pending question (which dialog shows it). */
  asker: ConsentAsker | null = null
  busy = false
  error = ''
  private resolve?: (answer: ConsentAnswer) => void
  private asking?: Promise<ConsentAnswer>

  constructor(private readonly api: ConsentApi) {
    makeAutoObservable<SignInConsent, 'api' | 'resolve' | 'asking'>(this, { api: false, resolve: false, asking: false }, { autoBind: true })
  }

  /**
   * Resolves 'agreed' at once when the versions in force are already accepted; otherwise shows the
   * question and resolves with the answer. A second ask while one is open gets the same answer. Rejects
   * when the status cannot be read: a sign-in is then undone (it must not go on without a known consent).
   */
  ask(asker: ConsentAsker = 'sign-in'): Promise<ConsentAnswer> {
    this.asking ??= this.askOnce(asker).finally(() => {
      this.asking = undefined
    })
    return this.asking
  }

  private async askOnce(asker: ConsentAsker): Promise<ConsentAnswer> {
    const status = await this.api.status()
    if (!status.needsConsent) return 'agreed'
    return await new Promise<ConsentAnswer>((resolve) => {
      runInAction(() => {
        this.pending = status
        this.asker = asker
        this.error = ''
      })
      this.resolve = resolve
    })
  }

  /** 同意: records the acceptance of the versions shown; on failure the question stays with the reason. */
  async agree(): Promise<void> {
    const pending = this.pending
    if (!pending || this.busy) return
    this.busy = true
    this.error = ''
    try {
      await this.api.accept(pending)
      this.finish('agreed')
    } catch (e) {
      runInAction(() => (this.error = (e instanceof Error && e.message) || '提交失败，请重试'))
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  /** The versions were accepted on another screen (隐私政策's own 同意): the open question is answered 'agreed'. */
  answeredElsewhere(): void {
    if (this.pending) this.finish('agreed')
  }

  /** 不同意: the caller undoes the sign-in. */
  decline(): void {
    if (!this.pending) return
    this.finish('declined')
  }

  private finish(answer: ConsentAnswer) {
    this.pending = null
    this.asker = null
    const resolve = this.resolve
    this.resolve = undefined
    resolve?.(answer)
  }
}

/** The consent asked right after a sign-in (every path) and when the app starts or returns signed in. */
export const signInConsentFeature = featureStore((root) => new SignInConsent(root.apis.consent ?? consentApi))
