import { attachmentName, expiryFrom, htmlToParagraphs, paragraphsToHtml } from '@/features/division/notice-text'

describe('announcement text', () => {
  it('turns typed lines into escaped paragraphs and back', () => {
    const html = paragraphsToHtml('第一段 <b>不是标签</b>\n\n  第二段 & 说明  ')
    expect(html).toBe('<p>第一段 &lt;b&gt;不是标签&lt;/b&gt;</p><p>第二段 &amp; 说明</p>')
    expect(htmlToParagraphs(html)).toBe('第一段 <b>不是标签</b>\n第二段 & 说明')
  })

  it('reads stored rich text as lines', () => {
    expect(htmlToParagraphs('<p>注意<strong>安全</strong></p><p style="text-align:right">计算机学院</p>')).toBe('注意安全\n计算机学院')
  })

  it('gives no expiry for 长期有效 and a time N days on otherwise', () => {
    expect(expiryFrom(0)).toBeNull()
    expect(expiryFrom(7, new Date('2026-11-01T00:00:00Z'))).toBe('2026-11-08T00:00:00.000Z')
  })
})

describe('attachment names', () => {
  it('keeps a real file name and names a nameless blob after its type', () => {
    expect(attachmentName({ fileName: '考试安排.png', mimeType: 'image/png' }, 1)).toBe('考试安排.png')
    expect(attachmentName({ fileName: 'blob', mimeType: 'image/jpeg' }, 2)).toBe('图片2.jpg')
  })
})
