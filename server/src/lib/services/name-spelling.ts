import { pinyin } from 'pinyin-pro'

const cache = new Map<string, string[]>()

/**
 * The toneless pinyin of each character of a name ('成绩查询' → cheng ji cha xun; other characters
 * stay as they are, lower-cased), so the client can search by initials ("cjcx") or full pinyin and
 * highlight the matched characters without bundling a pinyin dictionary.
 */
export function nameSpelling(name: string): string[] {
  let spelled = cache.get(name)
  if (!spelled) {
    // The whole name at once lets pinyin-pro pick the reading of polyphones from their context.
    const whole = pinyin(name, { toneType: 'none', type: 'array' })
    const chars = Array.from(name)
    spelled =
      whole.length === chars.length ? whole.map((s) => s.toLowerCase()) : chars.map((ch) => pinyin(ch, { toneType: 'none' }).toLowerCase())
    cache.set(name, spelled)
  }
  return spelled
}
