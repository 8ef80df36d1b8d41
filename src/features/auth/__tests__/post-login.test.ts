import { postLoginTarget } from '@/features/auth/post-login'

describe('postLoginTarget (spec §2 post-login return)', () => {
  it('returns to a configured entry with only its allowed parameters', () => {
    expect(postLoginTarget('/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&isactive=2&junk=1')).toEqual({
      path: 'pages/msgCenterTab/newtask/newtask',
      query: { isHideTabbar: '1', isactive: '2' },
    })
  })

  it('an entry without its trigger parameter returns to the page without parameters', () => {
    expect(postLoginTarget('/pages/msgCenterTab/newtask/newtask?junk=1')).toEqual({ path: 'pages/msgCenterTab/newtask/newtask', query: {} })
  })

  it('goes home for nothing remembered, unknown pages, login pages and the entry page', () => {
    for (const p of ['', null, undefined, '/pages/nope/nope?x=1', '/pages/login/pwdLogin', '/pages/h5/index?token=x']) {
      expect(postLoginTarget(p)).toEqual({ path: 'pages/tab/index/index', query: {} })
    }
  })
})
