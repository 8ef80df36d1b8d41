import { checkWebAddress, isAllowedWebAddress } from '@/features/webview/allowed-hosts'

const policy = { allowedHosts: ['sso.demo.edu', 'apps.demo.edu:8443', 'https://lib.demo.edu'], ownOrigin: 'http://127.0.0.1:8080' }

describe('checkWebAddress', () => {
  it('allows this origin and the casArry hosts', () => {
    expect(isAllowedWebAddress('http://127.0.0.1:8080/pages/x', policy)).toBe(true)
    expect(isAllowedWebAddress('/portal-api/v1/cms/images/a.png', policy)).toBe(true)
    expect(isAllowedWebAddress('https://sso.demo.edu/login', policy)).toBe(true)
    expect(isAllowedWebAddress('http://sso.demo.edu/login', policy)).toBe(true)
    expect(isAllowedWebAddress('https://apps.demo.edu:8443/a', policy)).toBe(true)
    expect(isAllowedWebAddress('https://lib.demo.edu/search?q=1', policy)).toBe(true)
  })

  it('gives the normalised address back', () => {
    expect(checkWebAddress('/pages/x?a=1', policy)).toEqual({ ok: true, url: 'http://127.0.0.1:8080/pages/x?a=1' })
  })

  it.each([
    ['javascript:alert(1)', 'scheme'],
    ['JaVaScRiPt:alert(1)', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['https://evil.example/', 'host'],
    ['https://sso.demo.edu.evil.example/', 'host'],
    ['https://evilsso.demo.edu/', 'host'],
    ['https://sso.demo.edu@evil.example/', 'host'],
    ['https://user:pw@sso.demo.edu/', 'host'],
    ['https://apps.demo.edu/a', 'host'],
    ['https://apps.demo.edu:9443/a', 'host'],
    ['http://127.0.0.1:9999/', 'host'],
    ['//evil.example/x', 'host'],
    ['https://evil.example\\@sso.demo.edu/', 'invalid'],
    ['java\tscript:alert(1)', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (url, reason) => {
    const result = checkWebAddress(url, policy)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toBe(reason)
  })

  it('refuses relative addresses where there is no own origin (mini-program)', () => {
    expect(isAllowedWebAddress('/pages/x', { allowedHosts: ['sso.demo.edu'] })).toBe(false)
    expect(isAllowedWebAddress('https://sso.demo.edu/', { allowedHosts: ['sso.demo.edu'] })).toBe(true)
  })
})
