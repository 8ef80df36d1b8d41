import { attachmentName, attachmentType, expiryFrom, hasContent } from '@/features/division/notice-text'

describe('notice text', () => {
  it('an emptied editor is no content; text or an image is', () => {
    expect(hasContent('<p><br></p>')).toBe(false)
    expect(hasContent('<p>&nbsp; </p><h2></h2>')).toBe(false)
    expect(hasContent('<p><b>注意</b></p>')).toBe(true)
    expect(hasContent('<p><img src="/portal-api/v1/files/x"></p>')).toBe(true)
  })

  it('names the type of an attachment by its file name, else by its type', () => {
    expect(attachmentType({ name: '考试安排.PDF' })).toBe('PDF')
    expect(attachmentType({ name: '报名表.doc' })).toBe('Word')
    expect(attachmentType({ name: '名单.xlsx' })).toBe('Excel')
    expect(attachmentType({ name: '课件.pptx' })).toBe('PPT')
    expect(attachmentType({ name: '材料.zip' })).toBe('ZIP')
    expect(attachmentType({ name: '说明.txt' })).toBe('TXT')
    expect(attachmentType({ name: '现场', mimeType: 'image/png' })).toBe('图片')
    expect(attachmentType({ name: '未知' })).toBe('文件')
  })

  it('expiry choices count days from now; 长期有效 has none', () => {
    const now = new Date('2026-11-20T08:00:00Z')
    expect(expiryFrom(0, now)).toBeNull()
    expect(expiryFrom(7, now)).toBe('2026-11-27T08:00:00.000Z')
  })

  it('an attachment keeps its own name; a nameless blob gets 图片N.ext', () => {
    expect(attachmentName({ fileName: '考试安排.png', mimeType: 'image/png' }, 1)).toBe('考试安排.png')
    expect(attachmentName({ fileName: 'blob', mimeType: 'image/jpeg' }, 2)).toBe('图片2.jpg')
  })
})
