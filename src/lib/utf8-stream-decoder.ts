/**
 * UTF-8 bytes → text for data that arrives in arbitrary pieces, like `new TextDecoder().decode(bytes, { stream: true })`.
 * Hand-written because the mini-program has no `TextDecoder`, and a chunk of a streamed answer may end in the middle
 * of a Chinese character (3 bytes): the incomplete tail is kept and completed by the next chunk. Malformed bytes
 * become U+FFFD, one per bad sequence, as the WHATWG decoder does.
 */
export class Utf8StreamDecoder {
  /** Bytes of a character whose remaining bytes have not arrived yet. */
  private pending: number[] = []

  /** The text of these bytes; with `stream: false` (the last piece) an incomplete character at the end becomes U+FFFD. */
  decode(input: ArrayBuffer | Uint8Array, options: { stream?: boolean } = {}): string {
    const fresh = input instanceof Uint8Array ? input : new Uint8Array(input)
    const bytes = this.pending.length > 0 ? Uint8Array.from([...this.pending, ...fresh]) : fresh
    this.pending = []
    const codes: number[] = []
    let i = 0
    while (i < bytes.length) {
      const first = bytes[i]!
      if (first < 0x80) {
        codes.push(first)
        i += 1
        continue
      }
      const length = sequenceLength(first)
      if (length === 0) {
        codes.push(0xfffd)
        i += 1
        continue
      }
      // How many of the expected continuation bytes are there and valid.
      let valid = 1
      while (valid < length && i + valid < bytes.length && isContinuation(bytes[i + valid]!, first, valid)) valid++
      if (valid === length) {
        let code = first & (0xff >> (length + 1))
        for (let k = 1; k < length; k++) code = (code << 6) | (bytes[i + k]! & 0x3f)
        codes.push(code)
        i += length
      } else if (i + valid === bytes.length && options.stream) {
        this.pending = Array.from(bytes.subarray(i))
        break
      } else {
        codes.push(0xfffd)
        i += valid
      }
    }
    return fromCodePoints(codes)
  }
}

/** Bytes in the sequence a lead byte starts (0: not a lead byte). */
function sequenceLength(first: number): number {
  if (first >= 0xc2 && first <= 0xdf) return 2
  if (first >= 0xe0 && first <= 0xef) return 3
  if (first >= 0xf0 && first <= 0xf4) return 4
  return 0
}

/** A continuation byte; the second byte's range is narrower after some leads (no overlong forms, surrogates or > U+10FFFF). */
function isContinuation(byte: number, first: number, position: number): boolean {
  if (position === 1) {
    if (first === 0xe0) return byte >= 0xa0 && byte <= 0xbf
    if (first === 0xed) return byte >= 0x80 && byte <= 0x9f
    if (first === 0xf0) return byte >= 0x90 && byte <= 0xbf
    if (first === 0xf4) return byte >= 0x80 && byte <= 0x8f
  }
  return byte >= 0x80 && byte <= 0xbf
}

function fromCodePoints(codes: number[]): string {
  let text = ''
  // In slices: String.fromCodePoint(...codes) overflows the call stack on a large chunk.
  for (let start = 0; start < codes.length; start += 4096) text += String.fromCodePoint(...codes.slice(start, start + 4096))
  return text
}
