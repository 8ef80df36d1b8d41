import { pinyin } from 'pinyin-pro'

// Every pinyin the server spells (pinyin-pro, toneless, lower case): people's names for the people search, service
// names for the client's initials search and highlighting, and the search index's pinyin terms.

/** Full pinyin (no spaces) and initials of a person's name; surnames read as surnames (单 → shan). */
export function spellName(name: string): { spelling: string; initials: string } {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head' })
  const spelling = syllables
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  const initials = syllables
    .map((syllable) => syllable.charAt(0))
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  return { spelling, initials }
}

const perCharacter = new Map<string, string[]>()

/**
 * The pinyin of each character of a name ('成绩查询' → cheng ji cha xun; other characters stay as they are,
 * lower-cased), so the client can search by initials ("cjcx") or full pinyin and highlight the matched characters
 * without bundling a pinyin dictionary.
 */
export function characterSpelling(name: string): string[] {
  let spelled = perCharacter.get(name)
  if (!spelled) {
    // The whole name at once lets pinyin-pro pick the reading of polyphones from their context.
    const whole = pinyin(name, { toneType: 'none', type: 'array' })
    const chars = Array.from(name)
    spelled =
      whole.length === chars.length ? whole.map((s) => s.toLowerCase()) : chars.map((ch) => pinyin(ch, { toneType: 'none' }).toLowerCase())
    perCharacter.set(name, spelled)
  }
  return spelled
}

/** Pinyin spelled out without spaces (成绩查询 → chengjichaxun); Chinese only, empty otherwise. */
export function fullPinyin(text: string): string {
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true })
    .map((s) => s.toLowerCase())
    .join('')
}

/** The initials of the Chinese characters of a text (成绩查询 → cjcx). */
export function pinyinInitials(text: string): string {
  return pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join('').toLowerCase()
}
