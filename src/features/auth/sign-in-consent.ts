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

export const DECLINED_MESSAGE = '您未同意隐私政策，已退出登录'

/**
 * The privacy-policy consent of a sign-in: right after any sign-in succeeds, the account's acceptance of
 * the current version is looked up on the server; when it is missing (first sign-in, or a new version was
 * published since), the sign-in dialog asks and `ask()` resolves with the answer. The server records the
 * acceptance per account and version.
 */
export class SignInConsent {
  /** The version waiting for an answer; the dialog shows while it is set. */
  pending: AgreementStatus | null = null
  busy = false
  error = ''
  private resolve?: (answer: ConsentAnswer) => void

  constructor(private readonly api: ConsentApi) {
    makeAutoObservable<SignInConsent, 'api' | 'resolve'>(this, { api: false, resolve: false }, { autoBind: true })
  }

  /**
   * Resolves 'agreed' at once when the current version is already accepted; otherwise shows the
   * question and resolves with the answer. Rejects when the status cannot be read: the caller then
   * undoes the sign-in (it must not go on without a known consent).
   */
  async ask(): Promise<ConsentAnswer> {
    const status = await this.api.status()
    if (!status.needsConsent) return 'agreed'
    return await new Promise<ConsentAnswer>((resolve) => {
      runInAction(() => {
        this.pending = status
        this.error = ''
      })
      this.resolve = resolve
    })
  }

  /** 同意: records the acceptance; on failure the question stays with the reason. */
  async agree(): Promise<void> {
    const pending = this.pending
    if (!pending || this.busy) return
    this.busy = true
    this.error = ''
    try {
      await this.api.accept(pending.version)
      this.finish('agreed')
    } catch (e) {
      runInAction(() => (this.error = (e instanceof Error && e.message) || '提交失败，请重试'))
    } finally {
      runInAction(() => (this.busy = false))
    }
  }

  /** 不同意: the caller undoes the sign-in. */
  decline(): void {
    if (!this.pending) return
    this.finish('declined')
  }

  private finish(answer: ConsentAnswer) {
    this.pending = null
    const resolve = this.resolve
    this.resolve = undefined
    resolve?.(answer)
  }
}

/** The privacy-policy consent asked right after a sign-in (every path). */
export const signInConsentFeature = featureStore((root) => new SignInConsent(root.apis.consent ?? consentApi))
