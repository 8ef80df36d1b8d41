import { shareRecent } from '@/lib/share-recent'

describe('shareRecent', () => {
  it('answers callers within the window with one request, and asks again after it', async () => {
    let clock = 0
    let calls = 0
    const get = shareRecent(
      async () => ++calls,
      3000,
      () => clock,
    )
    expect(await Promise.all([get(), get()])).toEqual([1, 1])
    clock = 2999
    expect(await get()).toBe(1)
    clock = 3000
    expect(await get()).toBe(2)
  })

  it('does not share a failure', async () => {
    let calls = 0
    const get = shareRecent(
      async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return 'ok'
      },
      3000,
      () => 0,
    )
    await expect(get()).rejects.toThrow('offline')
    await expect(get()).resolves.toBe('ok')
  })
})
