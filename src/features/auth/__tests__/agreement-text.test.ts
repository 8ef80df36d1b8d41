import { agreementBlocks } from '@/features/auth/agreement-text'

describe('agreementBlocks', () => {
  it('splits headings and paragraphs into plain text', () => {
    expect(agreementBlocks('<h3>用户协议</h3><p>第一段&nbsp;内容</p><p>第二段<br>换行</p>')).toEqual([
      { kind: 'heading', text: '用户协议' },
      { kind: 'paragraph', text: '第一段 内容' },
      { kind: 'paragraph', text: '第二段' },
      { kind: 'paragraph', text: '换行' },
    ])
  })

  it('drops scripts, styles and every tag, so no markup survives', () => {
    const blocks = agreementBlocks(
      '<p onclick="x()">安全<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">链接</a></p><style>p{}</style>',
    )
    expect(blocks).toEqual([{ kind: 'paragraph', text: '安全链接' }])
    expect(JSON.stringify(blocks)).not.toMatch(/[<>]|alert/)
  })

  it('decodes entities once (an encoded tag stays text) and handles empty input', () => {
    expect(agreementBlocks('<p>&lt;b&gt; &amp; &#x4E2D;&#25991;</p>')).toEqual([{ kind: 'paragraph', text: '<b> & 中文' }])
    expect(agreementBlocks('')).toEqual([])
    expect(agreementBlocks(null)).toEqual([])
  })
})
