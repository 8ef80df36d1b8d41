import { afterTokenTarget, beforeLoginTarget, matchReturnEntry, pickAllowed, returnEntries } from '@/features/auth/return-target'
import { needsLogin } from '@/features/auth/access'
import { routes } from '@/routes/route-table'

describe('post-login return (spec §2, §4)', () => {
  it('returns only to configured entries whose trigger parameter is present', () => {
    expect(matchReturnEntry('/pages/tab/index/index', { isHideTabbar: '1' })).toBe(routes.home)
    expect(matchReturnEntry('/pages/tab/index/index', {})).toBeUndefined()
    expect(matchReturnEntry('/pages/h5/index', { isHideTabbar: '1' })).toBeUndefined()
    expect(matchReturnEntry('/nowhere', { isHideTabbar: '1' })).toBeUndefined()
  })

  it('after login keeps only the allowed parameters', () => {
    expect(
      afterTokenTarget('pages/msgCenterTab/newtask/newtask', {
        isHideTabbar: '1',
        isactive: '2',
        evil: 'x',
        returnTarget: 'true',
        ticket: 'ST-1',
      }),
    ).toEqual({
      path: 'pages/msgCenterTab/newtask/newtask',
      query: { isHideTabbar: '1', isactive: '2' },
    })
  })

  it('after login goes home without returnTarget=true or without a match', () => {
    expect(afterTokenTarget('pages/tab/schedule/schedule', { isHideTabbar: '1' })).toEqual({ path: routes.home.path, query: {} })
    expect(afterTokenTarget('pages/tab/schedule/schedule', { isHideTabbar: '1', returnTarget: 'false' })).toEqual({
      path: routes.home.path,
      query: {},
    })
    expect(afterTokenTarget('pages/tab/my/my', { returnTarget: 'true' })).toEqual({ path: routes.home.path, query: {} })
  })

  it('before login carries every present parameter, and a handler may substitute the target', () => {
    const q = { isHideTabbar: '1', extra: 'keep', returnTarget: 'true', ticket: 'old' }
    expect(beforeLoginTarget('pages/tab/my/my', q)).toEqual({ path: routes.my.path, query: { isHideTabbar: '1', extra: 'keep' } })
    expect(beforeLoginTarget('pages/tab/my/my', q, () => ({ path: routes.home.path, query: { a: '1' } }))).toEqual({
      path: routes.home.path,
      query: { a: '1' },
    })
    expect(beforeLoginTarget('pages/tab/my/my', {})).toEqual({ path: routes.home.path, query: {} })
  })

  it('every return entry lists its trigger among its allowed parameters', () => {
    for (const r of returnEntries) expect(r.allowedParams).toContain(r.returnWhen)
    expect(pickAllowed(routes.service, { isHideReturnBtn: '1', isHideTabbar: '', other: '1' })).toEqual({ isHideReturnBtn: '1' })
  })
})

describe('needsLogin', () => {
  it('lets public pages, login pages and noLogin share pages open signed out', () => {
    expect(needsLogin('/pages/h5/index', {})).toBe(false)
    expect(needsLogin('pages/login/pwdLogin', {})).toBe(false)
    expect(needsLogin('pages/tab/index/index', {})).toBe(true)
    expect(needsLogin('pages/unknown/page', {})).toBe(true)
  })
})

describe('upstreamReturnAddress (H5 统一身份认证登录)', () => {
  it('returns to a configured entry with its allowed parameters, else home, marked for the ticket handling', () => {
    const { upstreamReturnAddress } = jest.requireActual<typeof import('../upstream-sign-on.h5')>('../upstream-sign-on.h5')
    const entry = upstreamReturnAddress('https://portal.example', '/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&isactive=2&junk=1')
    const url = new URL(entry)
    expect(url.pathname).toBe('/pages/msgCenterTab/newtask/newtask')
    expect(Object.fromEntries(url.searchParams)).toEqual({ isHideTabbar: '1', isactive: '2', returnTarget: 'true' })
    expect(upstreamReturnAddress('https://portal.example', '')).toBe('https://portal.example/pages/tab/index/index?returnTarget=true')
  })
})
