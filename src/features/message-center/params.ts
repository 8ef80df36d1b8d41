/** A route parameter as text: Taro hands them over encoded on some platforms and decoded on others. */
export function paramText(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
