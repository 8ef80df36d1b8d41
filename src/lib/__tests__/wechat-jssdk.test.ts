import { SHARE_JS_API_LIST, configureWxShare, signatureUrl, type WxLike } from '@/lib/wechat-jssdk'
import { absoluteLink, shareImageOf, shareOptionsOf } from '@/lib/share-target'

describe('WeChat JS-SDK', () => {
  it('signs the address without its fragment', () => {
    expect(signatureUrl('https://m.demo.edu/pagesA/news/detail?id=1#/x')).toBe('https://m.demo.edu/pagesA/news/detail?id=1')
    expect(signatureUrl('https://m.demo.edu/a')).toBe('https://m.demo.edu/a')
  })

  function fakeWx(outcome: 'ready' | 'error') {
    const calls: Record<string, unknown[]> = { config: [], app: [], timeline: [] }
    const wx: WxLike = {
      config: (o) => calls.config.push(o),
      ready: (cb) => outcome === 'ready' && cb(),
      error: (cb) => outcome === 'error' && cb({ errMsg: 'config:invalid signature' }),
      updateAppMessageShareData: (d) => calls.app.push(d),
      updateTimelineShareData: (d) => calls.timeline.push(d),
    }
    return { wx, calls }
  }

  it('configures in debug mode and sets both share cards', async () => {
    const { wx, calls } = fakeWx('ready')
    const ok = await configureWxShare(
      wx,
      { appid: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' },
      { title: 'T', desc: 'D', link: 'https://m/x', imgUrl: 'https://m/i.png' },
    )
    expect(ok).toBe(true)
    expect(calls.config[0]).toEqual({
      debug: true,
      appId: 'wx1',
      timestamp: 1,
      nonceStr: 'n',
      signature: 's',
      jsApiList: SHARE_JS_API_LIST,
    })
    expect(calls.app[0]).toMatchObject({ title: 'T', desc: 'D', link: 'https://m/x', imgUrl: 'https://m/i.png' })
    expect(calls.timeline[0]).toEqual({ title: 'T', link: 'https://m/x', imgUrl: 'https://m/i.png' })
  })

  it('reports a refused signature', async () => {
    const { wx } = fakeWx('error')
    await expect(
      configureWxShare(wx, { appid: 'wx1', timestamp: 1, nonceStr: 'n', signature: 'bad' }, { title: 'T', link: 'https://m/x' }),
    ).resolves.toBe(false)
  })
})

describe('share target', () => {
  it('fills the ShareStore options with the 250x200 card image', () => {
    const options = shareOptionsOf({ title: '新闻', path: '/pagesA/news/midTrans?data=x', image: 'http://h/a.png' }, 'http://h/logo.png')
    expect(options).toEqual({
      title: '新闻',
      desc: undefined,
      path: '/pagesA/news/midTrans?data=x',
      __titleImage: 'http://h/a.png',
      __logoUrl: 'http://h/logo.png',
      imageUrl: '/unsafe/fit-in/250x200/filters:background_color(white)/http://h/a.png',
    })
    expect(shareOptionsOf({ title: 't', path: '/p' }, 'http://h/logo.png').imageUrl).toContain('logo.png')
    expect(shareImageOf(undefined)).toBeUndefined()
  })

  it('builds absolute links', () => {
    expect(absoluteLink('/pagesA/news/detail?id=1', 'https://m.demo.edu/')).toBe('https://m.demo.edu/pagesA/news/detail?id=1')
    expect(absoluteLink('pagesA/x', 'https://m.demo.edu')).toBe('https://m.demo.edu/pagesA/x')
  })
})
