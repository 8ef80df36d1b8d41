import {
  CHUNK_LOAD_TIMEOUT_MS,
  debounce,
  NOTIFY_MS,
  PAGE_LOAD_DELAY_MS,
  PAGE_LOAD_TIMEOUT_MS,
  throttle,
  TOAST_MS,
  withMinimumDuration,
} from '@/lib/timing'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('constants', () => {
  it('match spec §9', () => {
    expect([TOAST_MS, NOTIFY_MS, CHUNK_LOAD_TIMEOUT_MS, PAGE_LOAD_DELAY_MS, PAGE_LOAD_TIMEOUT_MS]).toEqual([2000, 3000, 120000, 200, 60000])
  })
})

describe('throttle', () => {
  it('runs at once, then once more at the end of the window with the last arguments', () => {
    const fn = jest.fn()
    const throttled = throttle(fn)
    throttled(1)
    throttled(2)
    throttled(3)
    expect(fn.mock.calls).toEqual([[1]])
    jest.advanceTimersByTime(499)
    expect(fn).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([[1], [3]])
  })

  it('defaults to a 500 ms window', () => {
    const fn = jest.fn()
    const throttled = throttle(fn)
    throttled()
    jest.advanceTimersByTime(500)
    throttled()
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('takes another window', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 1000)
    throttled()
    jest.advanceTimersByTime(600)
    throttled()
    expect(fn).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(400)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('can skip the trailing call', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500, { trailing: false })
    throttled(1)
    throttled(2)
    jest.advanceTimersByTime(1000)
    expect(fn.mock.calls).toEqual([[1]])
  })

  it('cancel drops the pending trailing call', () => {
    const fn = jest.fn()
    const throttled = throttle(fn)
    throttled(1)
    throttled(2)
    throttled.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn.mock.calls).toEqual([[1]])
  })

  it('never runs more than once per window under a steady stream', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 500)
    for (let t = 0; t < 2000; t += 50) {
      throttled(t)
      jest.advanceTimersByTime(50)
    }
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(4)
    expect(fn.mock.calls.length).toBeLessThanOrEqual(5)
  })
})

describe('debounce', () => {
  it('runs 500 ms after the last call with its arguments', () => {
    const fn = jest.fn()
    const debounced = debounce(fn)
    debounced('a')
    jest.advanceTimersByTime(300)
    debounced('b')
    jest.advanceTimersByTime(499)
    expect(fn).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(fn.mock.calls).toEqual([['b']])
  })

  it('takes another wait', () => {
    const fn = jest.fn()
    const debounced = debounce(fn, 100)
    debounced()
    jest.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('cancel drops the pending call', () => {
    const fn = jest.fn()
    const debounced = debounce(fn)
    debounced()
    debounced.cancel()
    jest.advanceTimersByTime(1000)
    expect(fn).not.toHaveBeenCalled()
  })

  it('flush runs the pending call now, once', () => {
    const fn = jest.fn()
    const debounced = debounce(fn)
    debounced(7)
    debounced.flush()
    expect(fn.mock.calls).toEqual([[7]])
    jest.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
    debounced.flush()
    expect(fn).toHaveBeenCalledTimes(1)
  })
})

describe('withMinimumDuration', () => {
  it('holds a fast result until 500 ms have passed', async () => {
    const settled = jest.fn()
    void withMinimumDuration(Promise.resolve('done')).then(settled)
    await jest.advanceTimersByTimeAsync(499)
    expect(settled).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith('done')
  })

  it('does not delay a slow result further', async () => {
    const settled = jest.fn()
    const slow = new Promise((resolve) => setTimeout(() => resolve('slow'), 800))
    void withMinimumDuration(slow).then(settled)
    await jest.advanceTimersByTimeAsync(800)
    expect(settled).toHaveBeenCalledWith('slow')
  })

  it('holds a rejection just as long and keeps its reason', async () => {
    const failed = jest.fn()
    void withMinimumDuration(Promise.reject(new Error('boom')), 300).catch(failed)
    await jest.advanceTimersByTimeAsync(299)
    expect(failed).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }))
  })
})
