import { decodeEntities, toRichTextNodes, type RichTextElement } from '@/features/news/rich-text-nodes'

const flat = (nodes: ReturnType<typeof toRichTextNodes>): string => JSON.stringify(nodes)

describe('toRichTextNodes', () => {
  it('keeps whitelisted tags with their allowed attributes', () => {
    const nodes = toRichTextNodes('<p class="lead" style="text-align:center" onclick="x()">你好<strong>同学</strong></p>')
    expect(nodes).toEqual([
      {
        name: 'p',
        attrs: { class: 'lead', style: 'text-align:center' },
        children: [
          { type: 'text', text: '你好' },
          { name: 'strong', children: [{ type: 'text', text: '同学' }] },
        ],
      },
    ])
  })

  it('drops scripts, styles and frames with their content', () => {
    const out = flat(toRichTextNodes('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>b</p>'))
    expect(out).not.toMatch(/alert|iframe|script|style/)
    expect(out).toContain('"a"')
    expect(out).toContain('"b"')
  })

  it('unwraps unknown elements but keeps their text', () => {
    expect(toRichTextNodes('<custom-el data-x="1">text</custom-el>')).toEqual([{ type: 'text', text: 'text' }])
  })

  it('keeps only safe image sources and removes event handlers', () => {
    const nodes = toRichTextNodes('<img src="javascript:alert(1)" onerror="alert(1)"><img src="https://a.edu/x.png" alt="图">')
    expect(nodes).toHaveLength(1)
    const img = nodes[0] as RichTextElement
    expect(img.name).toBe('img')
    expect(img.attrs?.src).toBe('https://a.edu/x.png')
    expect(img.attrs?.alt).toBe('图')
    expect(img.attrs?.onerror).toBeUndefined()
  })

  it('removes positioning and url() from styles', () => {
    const [p] = toRichTextNodes('<p style="position:fixed;top:0;color:red;background:url(https://x)">x</p>') as RichTextElement[]
    expect(p.attrs?.style).toBe('top:0; color:red')
  })

  it('handles void and unclosed tags', () => {
    const nodes = toRichTextNodes('<p>one<br>two<p>three')
    expect(flat(nodes)).toContain('"br"')
    expect(flat(nodes)).toContain('three')
  })

  it('decodes entities in text and attributes', () => {
    expect(decodeEntities('&lt;b&gt; &amp; &#20320;&#x597D; &nbsp;')).toBe('<b> & 你好 \u00a0')
    expect(toRichTextNodes('<p>&lt;script&gt;</p>')).toEqual([{ name: 'p', children: [{ type: 'text', text: '<script>' }] }])
  })
})
