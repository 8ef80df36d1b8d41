import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util'
import { Utf8StreamDecoder } from '@/lib/utf8-stream-decoder'

const encode = (text: string) => new NodeTextEncoder().encode(text)

/** Decodes the bytes cut at the given offsets, piece by piece. */
function decodeInPieces(bytes: Uint8Array, cuts: number[]): string {
  const decoder = new Utf8StreamDecoder()
  const bounds = [0, ...cuts, bytes.length]
  let text = ''
  for (let k = 0; k + 1 < bounds.length; k++) {
    const piece = bytes.slice(bounds[k], bounds[k + 1])
    text += decoder.decode(piece.buffer, { stream: k + 2 < bounds.length })
  }
  return text
}

describe('Utf8StreamDecoder', () => {
  const sample = '校园卡 can be 充值 online 🎓 — 图书馆 ok'

  it('decodes whole text like TextDecoder', () => {
    expect(new Utf8StreamDecoder().decode(encode(sample))).toBe(sample)
  })

  it('keeps a character split across chunks at every possible cut', () => {
    const bytes = encode(sample)
    for (let cut = 1; cut < bytes.length; cut++) expect(decodeInPieces(bytes, [cut])).toBe(sample)
  })

  it('decodes byte by byte (a 3-byte 汉字 and a 4-byte emoji over three and four chunks)', () => {
    const bytes = encode('成绩🎓')
    expect(
      decodeInPieces(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
      ),
    ).toBe('成绩🎓')
  })

  it('returns nothing for an incomplete character until the rest arrives', () => {
    const decoder = new Utf8StreamDecoder()
    const bytes = encode('卡')
    expect(decoder.decode(bytes.slice(0, 2), { stream: true })).toBe('')
    expect(decoder.decode(bytes.slice(2), { stream: true })).toBe('卡')
  })

  it('replaces malformed bytes as the WHATWG decoder does', () => {
    const cases = [
      [0xff, 0x41],
      [0xe6, 0x88, 0x41],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0x80, 0xe6, 0x88, 0x90],
    ]
    for (const bytes of cases) {
      const input = Uint8Array.from(bytes)
      expect(new Utf8StreamDecoder().decode(input)).toBe(new NodeTextDecoder().decode(input))
    }
  })

  it('ends an unfinished character with U+FFFD when the stream ends', () => {
    const decoder = new Utf8StreamDecoder()
    expect(decoder.decode(encode('成').slice(0, 2), { stream: true })).toBe('')
    expect(decoder.decode(new Uint8Array(0))).toBe('\ufffd')
  })
})
