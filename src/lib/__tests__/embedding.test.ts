import { isInMiniProgramWebView, isInWeChatBrowser } from '@/lib/embedding'

const WECHAT_MP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN miniProgram/wx1234'
const WECHAT =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116 Mobile Safari/537.36 MicroMessenger/8.0.40'

describe('mini-program web view detection', () => {
  it('trusts __wxjs_environment', () => {
    expect(isInMiniProgramWebView({ wxjsEnvironment: 'miniprogram', userAgent: '' })).toBe(true)
  })

  it('reads the user agent before the bridge is ready', () => {
    expect(isInMiniProgramWebView({ userAgent: WECHAT_MP })).toBe(true)
    expect(isInMiniProgramWebView({ userAgent: WECHAT })).toBe(false)
    expect(isInMiniProgramWebView({ userAgent: 'Mozilla/5.0 Chrome/120' })).toBe(false)
  })

  it('reads the current window by default', () => {
    expect(isInMiniProgramWebView()).toBe(false)
    ;(window as unknown as { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram'
    expect(isInMiniProgramWebView()).toBe(true)
    delete (window as unknown as { __wxjs_environment?: string }).__wxjs_environment
  })

  it('tells the WeChat browser apart', () => {
    expect(isInWeChatBrowser(WECHAT)).toBe(true)
    expect(isInWeChatBrowser('Mozilla/5.0 Chrome/120')).toBe(false)
  })
})
