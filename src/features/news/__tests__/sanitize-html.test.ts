import { sanitizeArticleHtml } from '@/features/news/sanitize-html'

describe('sanitizeArticleHtml (browser build)', () => {
  it('keeps article markup', () => {
    const html = sanitizeArticleHtml('<p>你好<strong>同学</strong></p><img src="/portal-api/v1/cms/images/a.png" alt="a">')
    expect(html).toContain('<strong>同学</strong>')
    expect(html).toContain('src="/portal-api/v1/cms/images/a.png"')
  })

  it.each([
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=1</script>',
    '<a href="javascript:window.__xss=1">x</a>',
    '<svg><script>window.__xss=1</script></svg>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<form action="https://evil"><button formaction="javascript:1">x</button></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  ])('neutralises %s', (payload) => {
    const html = sanitizeArticleHtml(payload)
    expect(html).not.toMatch(/onerror|<script|javascript:|<iframe|<svg|<form|data:text/i)
    const box = document.createElement('div')
    box.innerHTML = html
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined()
  })

  it('makes links open outside the app page without an opener', () => {
    const html = sanitizeArticleHtml('<a href="https://www.demo.edu">官网</a>')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer nofollow"')
  })

  it('drops styles that could cover the app', () => {
    const html = sanitizeArticleHtml('<p style="position:fixed;z-index:99999;color:red">x</p>')
    expect(html).not.toMatch(/position|z-index/)
    expect(html).toContain('color:red')
  })
})
