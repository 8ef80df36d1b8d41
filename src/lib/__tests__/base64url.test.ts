import {
  base64ToBytes,
  bytesToBase64Url,
  decodeBase64UrlJson,
  decodeBase64UrlText,
  encodeBase64UrlText,
  utf8Decode,
  utf8Encode,
} from '@/lib/base64url'

describe('base64url', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'])('decodes Node base64url of %p (unpadded)', (text) => {
    expect(decodeBase64UrlText(Buffer.from(text).toString('base64url'))).toBe(text)
  })

  it('decodes padded standard base64 as well', () => {
    expect(decodeBase64UrlText(Buffer.from('fo').toString('base64'))).toBe('fo')
  })

  it('decodes - and _ (URL-safe alphabet) and + and / (standard)', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf])
    expect(Array.from(base64ToBytes('-_-_') as Uint8Array)).toEqual(Array.from(bytes))
    expect(Array.from(base64ToBytes('+/+/') as Uint8Array)).toEqual(Array.from(bytes))
  })

  it('decodes Chinese and emoji UTF-8 text', () => {
    const text = '张三 👩‍🎓 教师'
    expect(decodeBase64UrlText(Buffer.from(text, 'utf8').toString('base64url'))).toBe(text)
  })

  it('rejects characters outside the alphabet and impossible lengths', () => {
    expect(base64ToBytes('ab$c')).toBeNull()
    expect(base64ToBytes('abcde')).toBeNull()
    expect(decodeBase64UrlText('a b')).toBeNull()
  })

  it('rejects bytes that are not UTF-8', () => {
    expect(utf8Decode(Uint8Array.from([0xff]))).toBeNull()
    expect(utf8Decode(Uint8Array.from([0xe5, 0xbc]))).toBeNull()
    expect(utf8Decode(Uint8Array.from([0xc0, 0x80]))).toBeNull()
    expect(utf8Decode(Uint8Array.from([0xed, 0xa0, 0x80]))).toBeNull()
    expect(utf8Decode(Uint8Array.from([0xe5, 0x41, 0x41]))).toBeNull()
  })

  it('encodes UTF-8 the same way Node does', () => {
    const text = 'a é 张 🎓'
    expect(Array.from(utf8Encode(text))).toEqual(Array.from(Buffer.from(text, 'utf8')))
  })

  it('encodes base64url the same way Node does', () => {
    for (const text of ['', 'a', 'ab', 'abc', '张三', '>>>???']) {
      expect(encodeBase64UrlText(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'))
    }
    expect(bytesToBase64Url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8')
  })

  it('decodes JSON objects only', () => {
    expect(decodeBase64UrlJson(Buffer.from('{"a":1}').toString('base64url'))).toEqual({ a: 1 })
    expect(decodeBase64UrlJson(Buffer.from('[1]').toString('base64url'))).toBeNull()
    expect(decodeBase64UrlJson(Buffer.from('"text"').toString('base64url'))).toBeNull()
    expect(decodeBase64UrlJson(Buffer.from('{broken').toString('base64url'))).toBeNull()
    expect(decodeBase64UrlJson('!!!')).toBeNull()
  })
})
