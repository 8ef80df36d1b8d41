import { applyEntryToken, decodeTicket, decodeTicketPayload, takeTokenFromAddress, type ReloadableLocation } from '@/lib/entry'
import { readToken } from '@/lib/token'
import { base64url, clearCookies, makeToken } from './helpers'

afterEach(clearCookies)

describe('takeTokenFromAddress', () => {
  it('takes token from the query and removes it', () => {
    expect(takeTokenFromAddress('https://portal.example.edu/pages/tab/index/index?token=abc&isHideTabbar=1')).toEqual({
      token: 'abc',
      cleanedUrl: 'https://portal.example.edu/pages/tab/index/index?isHideTabbar=1',
    })
  })

  it('takes idToken as well', () => {
    expect(takeTokenFromAddress('https://h/?idToken=xyz')).toEqual({ token: 'xyz', cleanedUrl: 'https://h/' })
  })

  it('prefers token over idToken and removes both', () => {
    expect(takeTokenFromAddress('https://h/p?idToken=second&token=first&a=1')).toEqual({ token: 'first', cleanedUrl: 'https://h/p?a=1' })
  })

  it('takes the token from a hash-router query and keeps the hash route', () => {
    expect(takeTokenFromAddress('https://h/#/pages/tab/my/my?token=abc&tab=2')).toEqual({
      token: 'abc',
      cleanedUrl: 'https://h/#/pages/tab/my/my?tab=2',
    })
  })

  it('keeps a plain fragment', () => {
    expect(takeTokenFromAddress('https://h/p?token=abc#section')?.cleanedUrl).toBe('https://h/p#section')
  })

  it('decodes an encoded token value', () => {
    expect(takeTokenFromAddress('https://h/p?token=a%2Eb%2Ec')?.token).toBe('a.b.c')
  })

  it('keeps a full JWT intact', () => {
    const jwt = makeToken({ sub: 'u', ATTR_userName: '张三' })
    expect(takeTokenFromAddress(`https://h/p?token=${jwt}`)?.token).toBe(jwt)
  })

  it.each(['https://h/p', 'https://h/p?a=1', 'https://h/p?token=', 'https://h/p?tokenType=jwt', 'https://h/p#token=abc', ''])(
    'answers null for %p',
    (href) => {
      expect(takeTokenFromAddress(href)).toBeNull()
    },
  )
})

describe('applyEntryToken', () => {
  function fakeLocation(href: string): ReloadableLocation & { replace: jest.Mock } {
    return { href, replace: jest.fn() }
  }

  it('stores the token in the cookie and reloads at the cleaned address', () => {
    const location = fakeLocation('https://h/pages/tab/index/index?token=abc.def.ghi&x=1')
    expect(applyEntryToken(location)).toBe(true)
    expect(readToken()).toBe('abc.def.ghi')
    expect(location.replace).toHaveBeenCalledWith('https://h/pages/tab/index/index?x=1')
  })

  it('does nothing without a token', () => {
    const location = fakeLocation('https://h/pages/tab/index/index?x=1')
    expect(applyEntryToken(location)).toBe(false)
    expect(readToken()).toBeNull()
    expect(location.replace).not.toHaveBeenCalled()
  })
})

describe('decodeTicket', () => {
  const idToken = makeToken({ sub: 'zhangsan', ATTR_userName: '张三' })
  const ticket = `ST-abc123.${base64url(JSON.stringify({ idToken, username: 'zhangsan' }))}.r4nd0m`

  it('gives the id token from the middle segment', () => {
    expect(decodeTicket(ticket)).toBe(idToken)
  })

  it('gives the whole payload', () => {
    expect(decodeTicketPayload(ticket)).toEqual({ idToken, username: 'zhangsan' })
  })

  it('tolerates a missing username', () => {
    const bare = `ST-1.${base64url(JSON.stringify({ idToken: 'a.b.c' }))}.x`
    expect(decodeTicketPayload(bare)).toEqual({ idToken: 'a.b.c', username: undefined })
  })

  it.each([
    ['no segments', 'ST-abc'],
    ['two segments', `ST-1.${base64url('{"idToken":"t"}')}`],
    ['four segments', `ST-1.${base64url('{"idToken":"t"}')}.x.y`],
    ['garbage middle', 'ST-1.@@@.x'],
    ['no idToken', `ST-1.${base64url('{"username":"u"}')}.x`],
    ['empty idToken', `ST-1.${base64url('{"idToken":""}')}.x`],
    ['numeric idToken', `ST-1.${base64url('{"idToken":5}')}.x`],
    ['empty', ''],
  ])('answers null for %s', (_label, value) => {
    expect(decodeTicket(value)).toBeNull()
  })

  it('answers null for null and undefined', () => {
    expect(decodeTicket(null)).toBeNull()
    expect(decodeTicket(undefined)).toBeNull()
  })
})
