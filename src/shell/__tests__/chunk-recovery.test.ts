import { FALLBACK_ID, isChunkLoadError, recover, RELOAD_MARK_KEY } from '@/shell/chunk-recovery'

function fakeWindow() {
  const store = new Map<string, string>()
  return {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    location: { reload: jest.fn() },
    document,
    addEventListener: jest.fn(),
    store,
  }
}

afterEach(() => document.getElementById(FALLBACK_ID)?.remove())

describe('isChunkLoadError', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 12 failed.\n(missing: /js/12.js)' }, true],
    [{ name: 'Error', message: 'Loading chunk pages-tab-index failed.\n(timeout: /js/a.js)' }, true],
    [{ name: 'Error', message: 'Loading CSS chunk 3 failed.' }, true],
    ['Loading chunk 7 failed.', true],
    [{ name: 'TypeError', message: 'x is undefined' }, false],
    [null, false],
  ])('%j → %s', (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected)
  })
})

describe('recover', () => {
  it('reloads once, then shows the fallback instead of looping', () => {
    const win = fakeWindow()
    expect(recover(win, 1_000_000)).toBe('reload')
    expect(win.location.reload).toHaveBeenCalledTimes(1)
    expect(win.store.get(RELOAD_MARK_KEY)).toBe('1000000')

    expect(recover(win, 1_005_000)).toBe('fallback')
    expect(win.location.reload).toHaveBeenCalledTimes(1)
    const box = document.getElementById(FALLBACK_ID)!
    expect(box).toHaveTextContent('页面加载失败')
    box.querySelector('button')!.click()
    expect(win.location.reload).toHaveBeenCalledTimes(2)
    expect(win.store.has(RELOAD_MARK_KEY)).toBe(false)
  })

  it('reloads again when the last reload was long ago', () => {
    const win = fakeWindow()
    win.store.set(RELOAD_MARK_KEY, '1000')
    expect(recover(win, 1000 + 60_000)).toBe('reload')
  })
})
