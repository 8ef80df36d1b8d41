import { makeAutoObservable } from 'mobx'

/** Spec §5/§9: the SMS code button waits 60 s between sends. */
export const SMS_COUNTDOWN_SECONDS = 60

export const SMS_BUTTON_TEXT = {
  initial: '获取验证码',
  waiting: (seconds: number) => `${seconds}秒后重发`,
  again: '重新发送',
} as const

export interface Ticker {
  every(ms: number, fn: () => void): () => void
}

const realTicker: Ticker = {
  every(ms, fn) {
    const id = setInterval(fn, ms)
    return () => clearInterval(id)
  },
}

/**
 * The SMS code button: 获取验证码 → X秒后重发 (counting down, disabled) → 重新发送. The wait can be
 * shortened or lengthened by the server's answer (`countdown` of smsSend).
 */
export class SmsCountdown {
  remaining = 0
  /** A code has been sent at least once on this page. */
  sent = false
  private stop: (() => void) | null = null

  constructor(private readonly ticker: Ticker = realTicker) {
    makeAutoObservable<SmsCountdown, 'stop' | 'ticker'>(this, { stop: false, ticker: false }, { autoBind: true })
  }

  get running(): boolean {
    return this.remaining > 0
  }

  get text(): string {
    if (this.running) return SMS_BUTTON_TEXT.waiting(this.remaining)
    return this.sent ? SMS_BUTTON_TEXT.again : SMS_BUTTON_TEXT.initial
  }

  start(seconds: number = SMS_COUNTDOWN_SECONDS) {
    this.dispose()
    this.sent = true
    this.remaining = Math.max(0, Math.floor(seconds))
    if (this.remaining > 0) this.stop = this.ticker.every(1000, this.tick)
  }

  tick() {
    if (this.remaining <= 1) {
      this.remaining = 0
      this.dispose()
    } else {
      this.remaining -= 1
    }
  }

  /** Back to 获取验证码 (after a login: the next visit starts afresh). */
  reset() {
    this.dispose()
    this.remaining = 0
    this.sent = false
  }

  dispose() {
    this.stop?.()
    this.stop = null
  }
}
