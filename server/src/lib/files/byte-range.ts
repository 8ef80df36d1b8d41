/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes (RFC 9110 §14): `{start, end}`
 * inclusive, `'unsatisfiable'` (416), or undefined to send the whole file (no header, several ranges or
 * another unit). Video players need it: browsers seek in MP4s (and read their duration from the end) by range.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { start, end }
}
