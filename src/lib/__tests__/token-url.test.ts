import { fillTokenPlaceholder, hasTokenPlaceholder, tokenTransMode, withIdToken } from '@/lib/token-url'

describe('tokenTransMode', () => {
  it('reads the server values and the older numeric ones', () => {
    expect(tokenTransMode('url')).toBe('query')
    expect(tokenTransMode(1)).toBe('query')
    expect(tokenTransMode('header')).toBe('placeholder')
    expect(tokenTransMode('2')).toBe('placeholder')
    expect(tokenTransMode('none')).toBe('none')
    expect(tokenTransMode(undefined)).toBe('none')
    expect(tokenTransMode('whatever')).toBe('none')
  })
})

describe('fillTokenPlaceholder', () => {
  it('fills every placeholder form, URL-encoding the token', () => {
    expect(fillTokenPlaceholder('https://a.edu/x?t={idToken}', 'a.b+c')).toBe('https://a.edu/x?t=a.b%2Bc')
    expect(fillTokenPlaceholder('https://a.edu/x?t=${idToken}&u={{idToken}}', 'T')).toBe('https://a.edu/x?t=T&u=T')
    expect(fillTokenPlaceholder('https://a.edu/x?t=%7BidToken%7D', 'T')).toBe('https://a.edu/x?t=T')
    expect(fillTokenPlaceholder('https://a.edu/#idToken#', 'T')).toBe('https://a.edu/T')
  })

  it('leaves an empty value when signed out', () => {
    expect(fillTokenPlaceholder('https://a.edu/x?t={idToken}', null)).toBe('https://a.edu/x?t=')
  })

  it('knows when there is a placeholder', () => {
    expect(hasTokenPlaceholder('https://a.edu/x?t={idToken}')).toBe(true)
    expect(hasTokenPlaceholder('https://a.edu/x?t={idToken}')).toBe(true)
    expect(hasTokenPlaceholder('https://a.edu/x?idToken=1')).toBe(false)
  })
})

describe('withIdToken', () => {
  it('adds idToken to the query for url services, before the fragment', () => {
    expect(withIdToken('https://a.edu/app?x=1#/home', 'TOK', 'url')).toBe('https://a.edu/app?x=1&idToken=TOK#/home')
    expect(withIdToken('https://a.edu/app', 'TOK', 'url')).toBe('https://a.edu/app?idToken=TOK')
  })

  it('fills a placeholder whatever the type says', () => {
    expect(withIdToken('https://a.edu/app?k={idToken}', 'TOK', 'none')).toBe('https://a.edu/app?k=TOK')
    expect(withIdToken('https://a.edu/app?k={idToken}', 'TOK', 'url')).toBe('https://a.edu/app?k=TOK')
  })

  it('sends no token to services that do not ask for one, or without a token', () => {
    expect(withIdToken('https://a.edu/app', 'TOK', 'none')).toBe('https://a.edu/app')
    expect(withIdToken('https://a.edu/app', 'TOK', 'header')).toBe('https://a.edu/app')
    expect(withIdToken('https://a.edu/app', null, 'url')).toBe('https://a.edu/app')
  })
})
