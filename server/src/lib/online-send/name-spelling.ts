import { pinyin } from 'pinyin-pro'

/** Full pinyin (lower case, no tones, no spaces) and initials of a Chinese name; surnames read as surnames (单 → shan). */
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
