import { SMS_COUNTDOWN_SECONDS, SmsCountdown, type Ticker } from '@/features/auth/sms-countdown'

/** A ticker the test advances by hand. */
function manualTicker() {
  let fn: (() => void) | null = null
  const ticker: Ticker = {
    every: (_ms, f) => {
      fn = f
      return () => (fn = null)
    },
  }
  return {
    ticker,
    tick: (n = 1) => {
      for (let i = 0; i < n; i++) fn?.()
    },
    get active() {
      return fn !== null
    },
  }
}

describe('SmsCountdown (spec §5/§9: 60 s, 获取验证码 / X秒后重发 / 重新发送)', () => {
  it('starts with 获取验证码 and is not running', () => {
    const c = new SmsCountdown(manualTicker().ticker)
    expect(c.text).toBe('获取验证码')
    expect(c.running).toBe(false)
  })

  it('counts 60 seconds down, then offers 重新发送 and stops its timer', () => {
    const t = manualTicker()
    const c = new SmsCountdown(t.ticker)
    c.start()
    expect(SMS_COUNTDOWN_SECONDS).toBe(60)
    expect(c.text).toBe('60秒后重发')
    expect(c.running).toBe(true)
    t.tick()
    expect(c.text).toBe('59秒后重发')
    t.tick(58)
    expect(c.text).toBe('1秒后重发')
    t.tick()
    expect(c.running).toBe(false)
    expect(c.text).toBe('重新发送')
    expect(t.active).toBe(false)
  })

  it('takes the wait the server gives and restarts cleanly', () => {
    const t = manualTicker()
    const c = new SmsCountdown(t.ticker)
    c.start(30)
    expect(c.text).toBe('30秒后重发')
    c.start(60)
    expect(c.remaining).toBe(60)
    c.dispose()
    expect(t.active).toBe(false)
  })

  it('runs on real timers too', () => {
    jest.useFakeTimers()
    try {
      const c = new SmsCountdown()
      c.start(3)
      jest.advanceTimersByTime(1000)
      expect(c.remaining).toBe(2)
      jest.advanceTimersByTime(2000)
      expect(c.text).toBe('重新发送')
    } finally {
      jest.useRealTimers()
    }
  })
})
