import { ensureWebSession, LoginRedirect, reloginUrl, type BrowserLocation } from '@/features/auth/web-auth'
import { saveToken } from '@/lib/token'
import { clearCookies, makeToken } from '@/lib/__tests__/helpers'

const ORIGIN = 'https://portal.example.edu'

function at(pathAndQuery: string): BrowserLocation & { replaced: string[] } {
  const url = new URL(pathAndQuery, ORIGIN)
  const replaced: string[] = []
  return { href: url.href, origin: ORIGIN, pathname: url.pathname, search: url.search, replace: (to) => replaced.push(to), replaced }
}

/** Runs the start-up check; the address the browser was sent to, or null when the page may render. */
function start(pathAndQuery: string): string | null {
  const location = at(pathAndQuery)
  try {
    ensureWebSession(location)
    return null
  } catch (error) {
    if (!(error instanceof LoginRedirect)) throw error
    return location.replaced[0] ?? error.to
  }
}

beforeEach(() => {
  clearCookies()
  localStorage.clear()
})

describe('ensureWebSession', () => {
  it('sends a signed-out visitor of the entry (/) to the single sign-on login, as the home tab would', () => {
    const to = start('/')
    expect(to).toMatch(/\/cas\/login\?service=/)
    expect(decodeURIComponent(to!)).toContain(`${ORIGIN}/?returnTarget=true`)
  })

  it('sends a signed-out visitor of a protected page to the login with the way back', () => {
    expect(decodeURIComponent(start('/pages/tab/my/my')!)).toContain(`${ORIGIN}/pages/tab/my/my?returnTarget=true`)
  })

  it('lets public pages and signed-in visitors render', () => {
    expect(start('/pages/login/pwdLogin')).toBeNull()
    saveToken(makeToken({ sub: '2026001', exp: Math.floor(Date.now() / 1000) + 3600 }))
    expect(start('/')).toBeNull()
    expect(start('/pages/tab/index/index')).toBeNull()
  })
})

describe('reloginUrl (a token the server refused)', () => {
  it('sends a protected page to the single sign-on login with the way back, without a stale ticket', () => {
    const to = reloginUrl(at('/pages/tab/my/my?isHideTabbar=1&ticket=ST-1'))
    expect(to).toMatch(/\/cas\/login\?service=/)
    expect(decodeURIComponent(to!)).toContain(`${ORIGIN}/pages/tab/my/my?isHideTabbar=1&returnTarget=true`)
  })

  it("leaves the app's own sign-in pages where they are: no second sign-in screen", () => {
    expect(reloginUrl(at('/pages/login/pwdLogin'))).toBeUndefined()
    expect(reloginUrl(at('/pages/login/codeLogin?x=1'))).toBeUndefined()
  })
})
