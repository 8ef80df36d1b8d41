import {
  fileExtension,
  isAlphanumeric,
  isAmount,
  isCarPlate,
  isChinese,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isImageExtension,
  isIsoDate,
  isJsonString,
  isLandline,
  isLetters,
  isMobile,
  isNumber,
  isUrl,
  isVideoExtension,
} from '@/lib/validators'

type Check = (value: unknown) => boolean

function examples(name: string, check: Check, good: unknown[], bad: unknown[]): void {
  describe(name, () => {
    it.each(good.map((value) => [value]))('accepts %p', (value) => {
      expect(check(value)).toBe(true)
    })
    it.each(bad.map((value) => [value]))('rejects %p', (value) => {
      expect(check(value)).toBe(false)
    })
  })
}

examples(
  'isEmail',
  isEmail,
  ['a@b.cn', 'zhang.san+tag@mail.example.edu.cn', 'x_y-z@sub-domain.example.com', 'A1@EXAMPLE.ORG'],
  ['', 'plain', 'a@b', '@b.cn', 'a@.cn', 'a@b..cn', 'a b@c.cn', 'a@b.c', 'a@-b.cn', 'a@b-.cn', null, 12],
)

examples(
  'isMobile',
  isMobile,
  ['13812345678', '19912345678', '12012345678', '15000000000'],
  ['', '1381234567', '138123456789', '10812345678', '11812345678', '23812345678', '1381234567a', '+8613812345678', 13812345678],
)

examples(
  'isUrl',
  isUrl,
  [
    'https://portal.example.edu',
    'http://127.0.0.1:8080/cas/login?service=x',
    'https://a.b/c#d',
    'ftp://files.example.com/x',
    'http://localhost',
  ],
  [
    '',
    'portal.example.edu',
    'javascript:alert(1)',
    'https://',
    'http:// example.com',
    'https://exa mple.com',
    'mailto:a@b.cn',
    'https://a..b',
    '/relative/path',
    undefined,
  ],
)

examples(
  'isDate',
  isDate,
  ['2026-11-20', '2026/11/20', '2024-02-29', '2000-02-29', '1999-12-31'],
  [
    '',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '2023-02-29',
    '1900-02-29',
    '2026-1-5',
    '26-11-20',
    '2026-11/20',
    '2026.11.20',
    '2026-11-20 10:00',
    '2026-02-30',
    20261120,
  ],
)

examples(
  'isIsoDate',
  isIsoDate,
  [
    '2026-11-20',
    '2026-11-20T10:00',
    '2026-11-20T10:00:00',
    '2026-11-20T10:00:00Z',
    '2026-11-20T10:00:00.123Z',
    '2026-11-20T10:00:00+08:00',
    '2026-11-20T23:59:59-05:30',
  ],
  [
    '',
    '2026-11-20 10:00:00',
    '2026/11/20',
    '2026-11-31',
    '2026-11-20T24:00',
    '2026-11-20T10:60',
    '2026-11-20T10:00:61',
    '2026-11-20T10:00:00+25:00',
    '2026-11-20T10',
    '2026-11-20Z',
    null,
  ],
)

examples(
  'isNumber',
  isNumber,
  ['0', '12', '-3', '+4', '3.14', '-0.5', '.5', '0012'],
  ['', '-', '1.', '1.2.3', '1e5', 'abc', '1,000', ' 1', 'NaN', 'Infinity', 5],
)

examples('isDigits', isDigits, ['0', '0123', '9876543210'], ['', '-1', '1.0', '12a', ' 12', '１２', 12])

examples(
  'isIdCard',
  isIdCard,
  [
    '11010519491231002X',
    '11010519491231002x',
    '440524188001010014',
    '44030419900307123' + checksumOf('44030419900307123'),
    '130503670401001',
  ],
  [
    '',
    '110105194912310021',
    '11010519491331002X',
    '11010519490230002X',
    '01010519491231002X',
    '1101051949123100',
    '11010519491231002XX',
    '110105174912310025',
    '130503671301001',
    '13050367040100',
    'abcdefghijklmnopqr',
    11010519491231002,
  ],
)

function checksumOf(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17[index]), 0)
  return '10X98765432'[sum % 11]
}

describe('isIdCard checksum', () => {
  it('accepts exactly one check character for a given body', () => {
    const body = '44030419900307123'
    const accepted = '0123456789X'.split('').filter((check) => isIdCard(body + check))
    expect(accepted).toEqual([checksumOf(body)])
  })
})

examples(
  'isCarPlate',
  isCarPlate,
  ['京A12345', '沪B8K2L9', '粤BD12345', '粤BFA1234', '粤B12345D', '川A1234学', '京A1234警', '苏E12345'],
  ['', '京A1234', '京A1234567', 'XA12345', '京a12345', '京AI2345', '京AO2345', '粤BD123456', '粤B1234D5', '粤B12345X', '京A12345 ', null],
)

examples(
  'isAmount',
  isAmount,
  ['0', '0.5', '12', '12.3', '12.34', '1000000.00'],
  ['', '12.345', '-1', '01', '.5', '12.', '1,000', 'abc', 12.34],
)

examples('isChinese', isChinese, ['张三', '中华人民共和国', '㐀'], ['', '张三a', '张 三', 'abc', '张三！', '123'])

examples('isLetters', isLetters, ['abc', 'ABC', 'aBc'], ['', 'ab1', 'a b', 'é', '张'])

examples('isAlphanumeric', isAlphanumeric, ['abc123', 'ABC', '123'], ['', 'ab_1', 'ab-1', 'a b', '张1'])

examples(
  'isLandline',
  isLandline,
  ['010-12345678', '0571-1234567', '0571-12345678', '021-87654321-123', '0755-8888888-1'],
  ['', '12345678', '010-1234567890', '010-0234567', '10-12345678', '01012345678', '010-12345678-', '010-12345678-1234567', '0571-123456'],
)

examples(
  'isJsonString',
  isJsonString,
  ['{}', '[]', '{"a":1}', '[1,"x",null]', ' {"a":[1,2]} '],
  ['', '{', "{'a':1}", 'null', '1', '"text"', 'true', 'undefined', {}],
)

describe('isCode', () => {
  it('accepts 6 digits by default', () => {
    expect(isCode('123456')).toBe(true)
    expect(isCode('000000')).toBe(true)
  })
  it.each(['12345', '1234567', '12345a', '', ' 123456'])('rejects %p by default', (value) => {
    expect(isCode(value)).toBe(false)
  })
  it('takes a configured length', () => {
    expect(isCode('1234', 4)).toBe(true)
    expect(isCode('123456', 4)).toBe(false)
  })
  it('rejects nonsense lengths and non-strings', () => {
    expect(isCode('123456', 0)).toBe(false)
    expect(isCode('123', 1.5)).toBe(false)
    expect(isCode(123456)).toBe(false)
  })
})

examples(
  'isImageExtension',
  isImageExtension,
  ['photo.jpg', 'photo.JPEG', 'a/b/c.png', 'https://cdn.example.edu/x.webp?size=200#top', '.gif', 'icon.svg', 'IMG_1.HEIC'],
  ['', 'photo', 'video.mp4', 'archive.png.zip', 'https://cdn/x.php?file=a.png', 'png', 'dir.png/file'],
)

examples(
  'isVideoExtension',
  isVideoExtension,
  ['clip.mp4', 'CLIP.MOV', 'https://cdn/x.m3u8?token=1', 'a.webm', 'b.mkv'],
  ['', 'clip', 'clip.jpg', 'mp4', 'clip.mp4.txt'],
)

describe('fileExtension', () => {
  it('lower-cases and ignores query and fragment', () => {
    expect(fileExtension('https://x/A.PNG?x=1.gif#y.mp4')).toBe('png')
  })
  it('answers an empty string without a dot', () => {
    expect(fileExtension('README')).toBe('')
    expect(fileExtension('file.')).toBe('')
  })
})
