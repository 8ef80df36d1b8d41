import { readLaunchFlags } from '@/shell/launch-params'

describe('readLaunchFlags', () => {
  it('reads 1 as on and anything else as off', () => {
    expect(readLaunchFlags({ isHideTabbar: '1', noLogin: '1', isHideReturnBtn: '1' })).toEqual({
      hideTabBar: true,
      noLogin: true,
      hideReturnBtn: true,
      serviceInfo: undefined,
    })
    expect(readLaunchFlags({ isHideTabbar: '0', noLogin: 'yes', isHideReturnBtn: '' })).toEqual({
      hideTabBar: false,
      noLogin: false,
      hideReturnBtn: false,
      serviceInfo: undefined,
    })
  })

  it('treats a service share link as no-login', () => {
    const flags = readLaunchFlags({ serviceInfo: '%7B%22serviceId%22%3A1%7D' })
    expect(flags.noLogin).toBe(true)
    expect(flags.serviceInfo).toBe('%7B%22serviceId%22%3A1%7D')
  })

  it('copes with no query at all', () => {
    expect(readLaunchFlags(undefined)).toEqual({ hideTabBar: false, noLogin: false, hideReturnBtn: false, serviceInfo: undefined })
  })
})
