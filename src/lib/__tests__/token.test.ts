import Taro from '@tarojs/taro'
import {
  decodeTokenPayload,
  isTokenValid,
  tokenExpiresAtMs,
  tokenIdentity,
  tokenSubject,
  tokenUserName,
  readToken,
  saveToken,
  clearToken,
  TOKEN_NAME,
} from '@/lib/token'
import * as weappStore from '@/lib/token-store.weapp'
import { base64url, clearCookies, makeToken } from './helpers'

const NOW_MS = Date.UTC(2026, 10, 22, 3, 0, 0)
const NOW_S = NOW_MS / 1000

const claims = {
  sub: 'zhangsan',
  ATTR_userName: '张三',
  ATTR_identityTypeCode: 'teacher',
  ATTR_accountId: 'acc-1',
  exp: NOW_S + 3600,
  iat: NOW_S,
  aud: 'campus-portal',
  iss: 'campus-sso',
}

describe('decodeTokenPayload', () => {
  it('decodes every claim of the reference server, Chinese names included', () => {
    expect(decodeTokenPayload(makeToken(claims))).toEqual(claims)
  })

  it('decodes a payload whose base64 needs padding and contains - and _', () => {
    const payload = { sub: 'a', ATTR_userName: '测试用户名>>>???', note: '~~~' }
    const segment = base64url(JSON.stringify(payload))
    expect(segment).toMatch(/[-_]/)
    expect(segment.length % 4).not.toBe(0)
    expect(decodeTokenPayload(`h.${segment}.s`)).toEqual(payload)
  })

  it('accepts a token with surrounding whitespace', () => {
    expect(decodeTokenPayload(`  ${makeToken({ sub: 'x' })} `)).toEqual({ sub: 'x' })
  })

  it.each([
    ['empty', ''],
    ['no dots', 'abcdef'],
    ['empty payload', 'a..c'],
    ['not base64', 'a.$$$.c'],
    ['not JSON', `a.${base64url('hello')}.c`],
    ['JSON array', `a.${base64url('[1,2]')}.c`],
    ['JSON null', `a.${base64url('null')}.c`],
    ['invalid UTF-8', `a.${Buffer.from([0xff, 0xfe]).toString('base64url')}.c`],
  ])('answers null for %s', (_label, token) => {
    expect(decodeTokenPayload(token)).toBeNull()
  })

  it('answers null for null and undefined', () => {
    expect(decodeTokenPayload(null)).toBeNull()
    expect(decodeTokenPayload(undefined)).toBeNull()
  })
})

describe('isTokenValid', () => {
  it('is valid while exp (seconds) is ahead of the clock', () => {
    expect(isTokenValid(makeToken({ exp: NOW_S + 1 }), NOW_MS)).toBe(true)
  })

  it('is invalid at and after exp', () => {
    expect(isTokenValid(makeToken({ exp: NOW_S }), NOW_MS)).toBe(false)
    expect(isTokenValid(makeToken({ exp: NOW_S - 1 }), NOW_MS)).toBe(false)
  })

  it('compares seconds to milliseconds, not ms to ms', () => {
    expect(isTokenValid(makeToken({ exp: NOW_S + 10 }), NOW_MS + 9_000)).toBe(true)
    expect(isTokenValid(makeToken({ exp: NOW_S + 10 }), NOW_MS + 11_000)).toBe(false)
  })

  it('uses the real clock by default', () => {
    const inAnHour = Math.floor(Date.now() / 1000) + 3600
    expect(isTokenValid(makeToken({ exp: inAnHour }))).toBe(true)
    expect(isTokenValid(makeToken({ exp: 1 }))).toBe(false)
  })

  it('is invalid without a numeric exp or without a token', () => {
    expect(isTokenValid(makeToken({ sub: 'x' }), NOW_MS)).toBe(false)
    expect(isTokenValid(makeToken({ exp: String(NOW_S + 100) }), NOW_MS)).toBe(false)
    expect(isTokenValid('garbage', NOW_MS)).toBe(false)
    expect(isTokenValid(null, NOW_MS)).toBe(false)
  })

  it('reports the expiry in milliseconds', () => {
    expect(tokenExpiresAtMs(makeToken({ exp: NOW_S }))).toBe(NOW_MS)
    expect(tokenExpiresAtMs(makeToken({}))).toBeUndefined()
  })
})

describe('claims', () => {
  it.each(['admin', 'guest', 'student', 'teacher'] as const)('knows the identity %s', (identity) => {
    expect(tokenIdentity({ ATTR_identityTypeCode: identity })).toBe(identity)
  })

  it('answers undefined for unknown or missing identities', () => {
    expect(tokenIdentity({ ATTR_identityTypeCode: 'alien' })).toBeUndefined()
    expect(tokenIdentity({ ATTR_identityTypeCode: 'Teacher' })).toBeUndefined()
    expect(tokenIdentity({})).toBeUndefined()
    expect(tokenIdentity(null)).toBeUndefined()
  })

  it('reads the subject and the user name', () => {
    const payload = decodeTokenPayload(makeToken(claims))
    expect(tokenSubject(payload)).toBe('zhangsan')
    expect(tokenUserName(payload)).toBe('张三')
  })

  it('answers undefined for empty or non-string subject and name', () => {
    expect(tokenSubject({ sub: '' })).toBeUndefined()
    expect(tokenUserName({ ATTR_userName: 5 as unknown as string })).toBeUndefined()
    expect(tokenSubject(null)).toBeUndefined()
  })
})

describe('browser token store (cookie userToken)', () => {
  afterEach(clearCookies)

  it('is named userToken', () => {
    expect(TOKEN_NAME).toBe('userToken')
  })

  it('saves and reads back the token', () => {
    const token = makeToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 })
    saveToken(token)
    expect(document.cookie).toContain('userToken=')
    expect(readToken()).toBe(token)
  })

  it('writes path=/, SameSite=Lax and an expiry taken from the token', () => {
    const writes: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value)
      descriptor.set?.call(document, value)
    })
    const exp = Math.floor(Date.now() / 1000) + 7200
    saveToken(makeToken({ exp }))
    spy.mockRestore()
    expect(writes[0]).toContain('path=/')
    expect(writes[0]).toContain('SameSite=Lax')
    expect(writes[0]).toContain(`expires=${new Date(exp * 1000).toUTCString()}`)
    expect(writes[0]).not.toContain('Secure')
  })

  it('writes a session cookie when the token has no expiry', () => {
    const writes: string[] = []
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value)
    })
    saveToken('opaque-token')
    spy.mockRestore()
    expect(writes[0]).toBe('userToken=opaque-token; path=/; SameSite=Lax')
  })

  it('finds the token among other cookies', () => {
    document.cookie = 'other=1; path=/'
    saveToken('abc.def.ghi')
    document.cookie = 'last=2; path=/'
    expect(readToken()).toBe('abc.def.ghi')
  })

  it('reads null when there is no token', () => {
    document.cookie = 'userTokenX=nope; path=/'
    expect(readToken()).toBeNull()
  })

  it('clears the token', () => {
    saveToken('abc.def.ghi')
    clearToken()
    expect(readToken()).toBeNull()
  })

  it('saving an empty token clears the stored one', () => {
    saveToken('abc.def.ghi')
    saveToken('')
    expect(readToken()).toBeNull()
  })
})

describe('mini-program token store (storage userToken)', () => {
  afterEach(() => Taro.clearStorageSync())

  it('saves to and reads from storage key userToken', () => {
    weappStore.saveToken('abc.def.ghi')
    expect(Taro.getStorageSync('userToken')).toBe('abc.def.ghi')
    expect(weappStore.readToken()).toBe('abc.def.ghi')
    expect(weappStore.TOKEN_NAME).toBe('userToken')
  })

  it('reads null for a missing or non-string value', () => {
    expect(weappStore.readToken()).toBeNull()
    Taro.setStorageSync('userToken', { not: 'a token' })
    expect(weappStore.readToken()).toBeNull()
  })

  it('reads null when storage throws', () => {
    const spy = jest.spyOn(Taro, 'getStorageSync').mockImplementation(() => {
      throw new Error('storage broken')
    })
    expect(weappStore.readToken()).toBeNull()
    spy.mockRestore()
  })

  it('clears the token, also through an empty save', () => {
    weappStore.saveToken('abc')
    weappStore.clearToken()
    expect(weappStore.readToken()).toBeNull()
    weappStore.saveToken('abc')
    weappStore.saveToken('')
    expect(weappStore.readToken()).toBeNull()
  })
})
