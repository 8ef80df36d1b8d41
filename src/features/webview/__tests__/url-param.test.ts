import { decodeUrlParam } from '@/features/webview/url-param'

describe('decodeUrlParam', () => {
  const target = 'https://apps.demo.edu/x?a=1&b=%E4%BD%A0'

  it('reads the address however often it was encoded', () => {
    expect(decodeUrlParam(target)).toBe(target)
    expect(decodeUrlParam(encodeURIComponent(target))).toBe(target)
    expect(decodeUrlParam(encodeURIComponent(encodeURIComponent(target)))).toBe(target)
    expect(decodeUrlParam('%2Fpages%2Fx')).toBe('/pages/x')
  })

  it('hands hostile values on decoded, for the host check to refuse', () => {
    expect(decodeUrlParam('javascript%253Aalert(1)')).toBe('javascript:alert(1)')
    expect(decodeUrlParam('%E0%A4%A')).toBe('%E0%A4%A')
    expect(decodeUrlParam(undefined)).toBe('')
  })
})
