import Taro from '@tarojs/taro'
import { openInWebView } from '../open-link'
import { decodeUrlParam } from '../../features/webview/url-param'

describe('openInWebView', () => {
  it('puts the address in the query encoded once (it used to arrive as %253A)', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never)
    await openInWebView('https://portal.example.edu/a?b=1&c=中', 'query')
    const url = String(navigateTo.mock.calls[0][0].url)
    expect(url).toMatch(
      /^\/pages\/webview\/webview\?url=https%3A%2F%2Fportal\.example\.edu%2Fa%3Fb%3D1%26c%3D%E4%B8%AD&tokenTransType=query$/,
    )
    expect(url).not.toContain('%25')
    expect(decodeUrlParam(new URLSearchParams(url.split('?')[1]).get('url') ?? '')).toBe('https://portal.example.edu/a?b=1&c=中')
    navigateTo.mockRestore()
  })
})
