/**
 * URL-safe base64 and UTF-8 by hand: the mini-program has neither atob nor a guaranteed
 * TextDecoder, and token payloads carry Chinese names.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const VALUE_OF: Record<string, number> = {}
for (let i = 0; i < ALPHABET.length; i += 1) VALUE_OF[ALPHABET[i]] = i
VALUE_OF['-'] = 62
VALUE_OF['_'] = 63

/** Bytes of standard or URL-safe base64, padded or not; null when the text is not base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '')
  if (body.length % 4 === 1) return null
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const char of body) {
    const value = VALUE_OF[char]
    if (value === undefined) return null
    buffer = (buffer << 6) | value
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return Uint8Array.from(bytes)
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const length = Math.min(3, bytes.length - i)
    for (let j = 0; j <= length; j += 1) out += ALPHABET[(chunk >> (18 - 6 * j)) & 63]
  }
  return out.replace(/\+/g, '-').replace(/\//g, '_')
}

/** Strict UTF-8: overlong forms, surrogates and truncated sequences give null. */
export function utf8Decode(bytes: Uint8Array): string | null {
  let out = ''
  let i = 0
  while (i < bytes.length) {
    const first = bytes[i]
    const extra =
      first < 0x80 ? 0 : first >= 0xc2 && first < 0xe0 ? 1 : first >= 0xe0 && first < 0xf0 ? 2 : first >= 0xf0 && first < 0xf5 ? 3 : -1
    if (extra < 0 || i + extra >= bytes.length) return null
    let code = extra === 0 ? first : first & (0x3f >> extra)
    for (let k = 1; k <= extra; k += 1) {
      const next = bytes[i + k]
      if ((next & 0xc0) !== 0x80) return null
      code = (code << 6) | (next & 0x3f)
    }
    const minimum = [0, 0x80, 0x800, 0x10000][extra]
    if (code < minimum || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null
    out += String.fromCodePoint(code)
    i += extra + 1
  }
  return out
}

export function utf8Encode(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) as number
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return Uint8Array.from(bytes)
}

/** Text of a base64/base64url segment, or null when it is not base64 or not UTF-8. */
export function decodeBase64UrlText(segment: string): string | null {
  const bytes = base64ToBytes(segment)
  return bytes ? utf8Decode(bytes) : null
}

export function encodeBase64UrlText(text: string): string {
  return bytesToBase64Url(utf8Encode(text))
}

/** A base64url segment holding a JSON object, or null for anything else. */
export function decodeBase64UrlJson<T extends object>(segment: string): T | null {
  const text = decodeBase64UrlText(segment)
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as T) : null
  } catch {
    return null
  }
}
