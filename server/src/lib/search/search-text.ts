import { fullPinyin, pinyinInitials } from '../common/pinyin'
import { SEARCH_SYNONYMS } from './search-synonyms'

// Intl.Segmenter ships with Node's ICU (dictionary-based Chinese word breaks): no native segmenter to build.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
const HAN = /\p{Script=Han}/u
const HAN_RUN = /\p{Script=Han}+/gu
const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}]+/gu

/** Lower-case words of a text: Chinese words from the segmenter, other letters and digits as they stand. */
export function segmentWords(text: string): string[] {
  const words: string[] = []
  for (const part of segmenter.segment(text.toLowerCase())) {
    if (!part.isWordLike) continue
    for (const word of part.segment.match(WORD) ?? []) words.push(word)
  }
  return words
}

/** Overlapping character pairs of a Chinese run (成绩查询 → 成绩 绩查 查询); one character stays itself. */
export function bigrams(run: string): string[] {
  const chars = [...run]
  if (chars.length < 2) return chars
  const pairs: string[] = []
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i]! + chars[i + 1]!)
  return pairs
}

/**
 * Terms one field contributes to the text index: segmenter words, every character and character pair of the Chinese
 * runs (so a query matches whatever way it is cut), and with `withPinyin` the pinyin of each word, of the whole
 * Chinese text and its initials (成绩查询 → chengji chaxun chengjichaxun cjcx).
 */
export function fieldTerms(text: string, withPinyin: boolean): string {
  const terms = new Set<string>()
  const words = segmentWords(text)
  for (const word of words) terms.add(word)
  for (const run of text.match(HAN_RUN) ?? []) {
    for (const char of run) terms.add(char)
    for (const pair of bigrams(run)) terms.add(pair)
  }
  if (withPinyin) {
    for (const word of words) if (HAN.test(word)) terms.add(fullPinyin(word))
    const han = (text.match(HAN_RUN) ?? []).join('')
    if (han) {
      terms.add(fullPinyin(han))
      terms.add(pinyinInitials(han))
    }
  }
  terms.delete('')
  return [...terms].join(' ')
}

/** What the trigram typo match compares: the title's pinyin and initials (成绩查询 → "chengjichaxun cjcx"). */
export function pinyinKey(title: string): string {
  const han = (title.match(HAN_RUN) ?? []).join('')
  const latin = (title.toLowerCase().match(/[a-z0-9]+/g) ?? []).join(' ')
  return [han ? fullPinyin(han) : '', han ? pinyinInitials(han) : '', latin].filter(Boolean).join(' ')
}

export interface QueryPlan {
  /** to_tsquery('simple', …) text matching the words as written (and their synonyms); empty without letters or digits. */
  exact: string
  /** The same, where Chinese words also match by their pinyin (homophone typos: 成积 for 成绩). */
  fuzzy: string
  /** The keyword as pinyin letters (chengji for 成绩): ranks approximate matches, finds the characters to highlight. */
  pinyin: string
  /**
   * What the trigram typo match compares with the titles' pinyin (chengjichaxn for chengjichaxun): the pinyin of a
   * keyword of one word, or of latin words alone (pinyin typed with spaces). Empty for several words with Chinese among
   * them: their homophones are matched word by word (`fuzzy`), and the pinyin of such words run together is long,
   * shares trigrams with thousands of titles and matches none of them better than the words do.
   */
  typo: string
  /** Words to highlight in the results (the keyword's words and their synonyms). */
  highlights: string[]
}

// Only letters and digits reach to_tsquery: nothing in a keyword can change the query's structure.
const quote = (term: string) => `'${term}'`

function wordClause(word: string, bySound: boolean): string {
  if (!HAN.test(word)) return `${quote(word)}:*`
  const exact = `(${bigrams(word).map(quote).join(' & ')})`
  const sound = fullPinyin(word)
  if (!bySound || sound.length < 2) return exact
  return `(${exact} | ${quote(sound)}${[...word].length > 1 ? ':*' : ''})`
}

function clauses(parts: string[], bySound: boolean): string {
  return parts
    .map((part) => {
      const alternatives = [part, ...(SEARCH_SYNONYMS[part] ?? [])].map((word) => wordClause(word, bySound))
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!
    })
    .join(' & ')
}

/** Turns a keyword into the text queries: every word must match, each word or one of its synonyms. */
export function planQuery(keyword: string): QueryPlan {
  const parts = (keyword.toLowerCase().match(WORD) ?? []).slice(0, 8)
  const highlights = new Set<string>()
  for (const part of parts) {
    highlights.add(part)
    for (const synonym of SEARCH_SYNONYMS[part] ?? []) highlights.add(synonym)
  }
  const pinyinOf = parts.map((part) => (HAN.test(part) ? fullPinyin(part) : part)).join('')
  const typo = parts.length === 1 || !parts.some((part) => HAN.test(part)) ? pinyinOf : ''
  return { exact: clauses(parts, false), fuzzy: clauses(parts, true), pinyin: pinyinOf, typo, highlights: [...highlights] }
}

/**
 * The title cut into plain and highlighted pieces: the keyword's words and synonyms where they occur, and for a pinyin
 * keyword the characters whose pinyin or initials spell it (chengji → 成绩 in 成绩查询).
 */
export function markTitle(title: string, plan: QueryPlan): Array<{ text: string; hit: boolean }> {
  const chars = [...title]
  const hit = new Array<boolean>(chars.length).fill(false)
  const lower = chars.map((char) => char.toLowerCase())
  for (const word of plan.highlights) {
    const needle = [...word]
    for (let i = 0; i + needle.length <= lower.length; i++) {
      if (needle.every((char, k) => lower[i + k] === char)) for (let k = 0; k < needle.length; k++) hit[i + k] = true
    }
  }
  const typed = plan.pinyin
  if (!hit.includes(true) && typed.length >= 2 && /^[a-z]+$/.test(typed)) {
    const sounds = chars.map((char) => (HAN.test(char) ? fullPinyin(char) : ''))
    for (let start = 0; start < chars.length && !hit.includes(true); start++) {
      let spelled = ''
      let firsts = ''
      for (let end = start; end < chars.length && sounds[end]; end++) {
        spelled += sounds[end]
        firsts += sounds[end]![0]
        if (spelled === typed || firsts === typed || (spelled.startsWith(typed) && end > start)) {
          for (let k = start; k <= end; k++) hit[k] = true
          break
        }
      }
    }
  }
  const pieces: Array<{ text: string; hit: boolean }> = []
  chars.forEach((char, i) => {
    const last = pieces[pieces.length - 1]
    if (last && last.hit === hit[i]) last.text += char
    else pieces.push({ text: char, hit: hit[i]! })
  })
  return pieces
}
