import { cache } from '@/lib/cache'
import { DisplayStore, ELDER_MODE_KEY } from '@/stores/display-store'

const root = () => document.documentElement.classList

describe('DisplayStore (长辈模式)', () => {
  beforeEach(() => {
    cache.remove(ELDER_MODE_KEY)
    root().remove('portal-elder')
  })

  it('starts from the device’s copy and draws it at once', () => {
    cache.set(ELDER_MODE_KEY, true)
    const store = new DisplayStore()
    expect(store.elderMode).toBe(true)
    expect(root().contains('portal-elder')).toBe(true)
  })

  it('turns on at once, keeps what the server saved, and caches it for the next start', async () => {
    const store = new DisplayStore()
    const save = jest.fn(async () => ({ elderMode: true }))
    await store.setElderMode(true, save)
    expect(save).toHaveBeenCalledWith({ elderMode: true })
    expect(store.elderMode).toBe(true)
    expect(root().contains('portal-elder')).toBe(true)
    expect(cache.get(ELDER_MODE_KEY)).toBe(true)
  })

  it('turns back when the save is refused, and passes the refusal on', async () => {
    const store = new DisplayStore()
    await expect(store.setElderMode(true, async () => Promise.reject(new Error('网络异常')))).rejects.toThrow('网络异常')
    expect(store.elderMode).toBe(false)
    expect(root().contains('portal-elder')).toBe(false)
    expect(cache.get(ELDER_MODE_KEY)).toBeUndefined()
  })

  it('adopts the server’s answer once per person, and signing out returns the usual portal', () => {
    const store = new DisplayStore()
    expect(store.syncedWith('2026001')).toBe(false)
    store.adopt('2026001', { elderMode: true })
    expect(store.syncedWith('2026001')).toBe(true)
    expect(store.syncedWith('t1001')).toBe(false)
    expect(root().contains('portal-elder')).toBe(true)
    store.reset()
    expect(store.elderMode).toBe(false)
    expect(store.syncedWith('2026001')).toBe(false)
    expect(root().contains('portal-elder')).toBe(false)
    expect(cache.get(ELDER_MODE_KEY)).toBeUndefined()
  })
})
