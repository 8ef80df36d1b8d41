import Taro from '@tarojs/taro'
import {
  cache,
  ICON_FILE_MAP_KEY,
  iconFileFor,
  isPermanent,
  markPermanent,
  ORIGIN_FOOT_TABS_KEY,
  PERMANENT_KEYS,
  rememberIconFile,
} from '@/lib/cache'

beforeEach(() => {
  localStorage.clear()
  jest.useRealTimers()
})

describe('cache get/set', () => {
  it('round-trips objects, arrays, strings, numbers, booleans and null', () => {
    cache.set('obj', { a: 1, nested: { b: '张三' } })
    cache.set('arr', [1, 2])
    cache.set('str', 'text')
    cache.set('num', 0)
    cache.set('bool', false)
    cache.set('nil', null)
    expect(cache.get('obj')).toEqual({ a: 1, nested: { b: '张三' } })
    expect(cache.get('arr')).toEqual([1, 2])
    expect(cache.get('str')).toBe('text')
    expect(cache.get('num')).toBe(0)
    expect(cache.get('bool')).toBe(false)
    expect(cache.get('nil')).toBeNull()
  })

  it('stores an empty string and reads it back (not confused with a missing key)', () => {
    cache.set('empty', '')
    expect(cache.get('empty', 'fallback')).toBe('')
  })

  it('gives the fallback, or undefined, for a missing key', () => {
    expect(cache.get('missing')).toBeUndefined()
    expect(cache.get('missing', 42)).toBe(42)
  })

  it('removes a key whose stored text is not JSON and gives the fallback', () => {
    localStorage.setItem('broken', '{not json')
    expect(cache.get('broken', 'fb')).toBe('fb')
    expect(localStorage.getItem('broken')).toBeNull()
  })

  it('removes a key written without the cache envelope', () => {
    Taro.setStorageSync('foreign', 'raw string')
    expect(cache.get('foreign', 'fb')).toBe('fb')
    expect(localStorage.getItem('foreign')).toBeNull()
  })

  it('removes a key whose read throws', () => {
    cache.set('k', 1)
    const spy = jest.spyOn(Taro, 'getStorageSync').mockImplementationOnce(() => {
      throw new Error('read failed')
    })
    expect(cache.get('k', 'fb')).toBe('fb')
    spy.mockRestore()
    expect(localStorage.getItem('k')).toBeNull()
  })

  it('treats a malformed expiry as a failed read', () => {
    Taro.setStorageSync('odd', { value: 1, expiresAt: 'soon' })
    expect(cache.get('odd', 'fb')).toBe('fb')
    expect(localStorage.getItem('odd')).toBeNull()
  })

  it('setting undefined removes the key', () => {
    cache.set('k', 1)
    cache.set('k', undefined)
    expect(localStorage.getItem('k')).toBeNull()
  })

  it('remove and has', () => {
    cache.set('k', 'v')
    expect(cache.has('k')).toBe(true)
    cache.remove('k')
    expect(cache.has('k')).toBe(false)
  })
})

describe('cache expiry', () => {
  it('keeps a value until its ttl has passed, then removes it', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') })
    cache.set('short', 'v', { ttlSeconds: 60 })
    jest.setSystemTime(new Date('2026-11-22T03:00:59Z'))
    expect(cache.get('short')).toBe('v')
    jest.setSystemTime(new Date('2026-11-22T03:01:00Z'))
    expect(cache.get('short', 'gone')).toBe('gone')
    expect(localStorage.getItem('short')).toBeNull()
  })

  it('keeps a value without ttl forever', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') })
    cache.set('long', 'v')
    jest.setSystemTime(new Date('2036-11-22T03:00:00Z'))
    expect(cache.get('long')).toBe('v')
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('rejects ttlSeconds %p', (ttl) => {
    expect(() => cache.set('k', 1, { ttlSeconds: ttl })).toThrow(RangeError)
    expect(localStorage.getItem('k')).toBeNull()
  })
})

describe('permanent keys and clear', () => {
  it('lists the origin footer tabs and the icon map as permanent', () => {
    expect(PERMANENT_KEYS).toEqual([ORIGIN_FOOT_TABS_KEY, ICON_FILE_MAP_KEY])
    expect(isPermanent(ORIGIN_FOOT_TABS_KEY)).toBe(true)
    expect(isPermanent('theme')).toBe(false)
  })

  it('clear keeps permanent keys by default', () => {
    cache.set(ORIGIN_FOOT_TABS_KEY, [{ text: '首页' }])
    cache.set(ICON_FILE_MAP_KEY, { u: 'p' })
    cache.set('theme', 'dark')
    cache.clear()
    expect(cache.get(ORIGIN_FOOT_TABS_KEY)).toEqual([{ text: '首页' }])
    expect(cache.get(ICON_FILE_MAP_KEY)).toEqual({ u: 'p' })
    expect(cache.get('theme')).toBeUndefined()
  })

  it('clear({keepPermanent: true}) keeps keys marked permanent at run time', () => {
    markPermanent('savedIcons2')
    cache.set('savedIcons2', 1)
    cache.set('other', 2)
    cache.clear({ keepPermanent: true })
    expect(cache.get('savedIcons2')).toBe(1)
    expect(cache.get('other')).toBeUndefined()
  })

  it('clear({keepPermanent: false}) removes everything', () => {
    cache.set(ORIGIN_FOOT_TABS_KEY, [])
    cache.set('x', 1)
    cache.clear({ keepPermanent: false })
    expect(localStorage.length).toBe(0)
  })

  it('clear keeps extra keys when asked', () => {
    Taro.setStorageSync('userToken', 'abc')
    cache.set('x', 1)
    cache.clear({ keep: ['userToken'] })
    expect(Taro.getStorageSync('userToken')).toBe('abc')
    expect(cache.get('x')).toBeUndefined()
    cache.clear({ keepPermanent: false, keep: ['userToken'] })
    expect(Taro.getStorageSync('userToken')).toBe('abc')
  })
})

describe('sizeKB', () => {
  it('is 0 for empty storage', () => {
    expect(cache.sizeKB()).toBe(0)
  })

  it('grows with stored data (UTF-8 bytes of keys and values)', () => {
    cache.set('big', 'x'.repeat(4096))
    const ascii = cache.sizeKB()
    expect(ascii).toBeGreaterThan(4)
    expect(ascii).toBeLessThan(4.2)
    localStorage.clear()
    cache.set('big', '张'.repeat(4096))
    expect(cache.sizeKB()).toBeGreaterThan(12)
  })

  it('uses the platform figure when the platform reports one', () => {
    const spy = jest.spyOn(Taro, 'getStorageInfoSync').mockReturnValue({ keys: ['a'], currentSize: 37, limitSize: 10240 } as never)
    expect(cache.sizeKB()).toBe(37)
    spy.mockRestore()
  })
})

describe('icon files', () => {
  it('remembers the last saved file per URL', () => {
    expect(iconFileFor('https://cdn/x.png')).toBeUndefined()
    rememberIconFile('https://cdn/x.png', 'wxfile://a.png')
    rememberIconFile('https://cdn/y.png', 'wxfile://b.png')
    rememberIconFile('https://cdn/x.png', 'wxfile://c.png')
    expect(iconFileFor('https://cdn/x.png')).toBe('wxfile://c.png')
    expect(iconFileFor('https://cdn/y.png')).toBe('wxfile://b.png')
  })

  it('survives clearing the cache', () => {
    rememberIconFile('https://cdn/x.png', 'wxfile://a.png')
    cache.set('news', [])
    cache.clear()
    expect(iconFileFor('https://cdn/x.png')).toBe('wxfile://a.png')
  })
})
