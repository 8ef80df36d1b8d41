import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { RobotSource } from '../../db/schema/index'
import { questionQuery } from '../robot/robot-repository'
import { searchGrouped, type Viewer } from '../search/search-repository'
import { planQuery, segmentWords } from '../search/search-text'

/** One retrieved passage the answer may cite as [n]. */
export interface Citation {
  n: number
  title: string
  link: string
  text: string
}

/** Words of any question (怎么, 什么时候 …) that would find everything. */
const QUESTION_WORDS = new Set(['怎么', '什么', '什么时候', '时候', '如何', '怎样', '可以', '哪里', '请问', '需要', '是否', '为什么', '多少', '几点'])
const FAQ_COUNT = 3
const PER_TYPE = 2
const SOURCE_NAMES: Record<string, string> = { service: '服务', news: '资讯', schedule: '我的日程', task: '我的待办', person: '人员' }

/**
 * The institution's own content for a question: the best FAQ answers, then the search index's best matches of each
 * kind the asker may see (their own schedule and to-dos only; others' never reach the prompt).
 */
export async function retrieve(db: Database, viewer: Viewer, question: string): Promise<Citation[]> {
  const citations: Citation[] = []
  const query = questionQuery(question)
  if (query) {
    const faqs = await db.execute<{ question: string; answer: string; sources: RobotSource[] }>(sql`
      select question, answer, sources from kf_faqs where enabled and terms @@ to_tsquery('simple', ${query})
      order by ts_rank_cd(terms, to_tsquery('simple', ${query})) desc, sort limit ${FAQ_COUNT}`)
    for (const faq of faqs.rows) citations.push({ n: 0, title: `常见问题：${faq.question}`, link: faq.sources[0]?.link ?? '', text: faq.answer })
  }
  // The search wants every word of a keyword; a question is searched word by word, longest (most telling) first.
  const words = [...new Set(segmentWords(question).filter((word) => [...word].length >= 2 && !QUESTION_WORDS.has(word)))]
  for (const word of words.sort((a, b) => [...b].length - [...a].length).slice(0, 3)) {
    const plan = planQuery(word)
    if (!plan.exact) continue
    for (const row of await searchGrouped(db, plan, viewer, PER_TYPE, false)) {
      if (row.doc_type === 'person' || citations.some((c) => c.title.endsWith(row.title))) continue
      const when = row.happened_at ? `（${new Date(row.happened_at).toISOString().slice(0, 16).replace('T', ' ')}）` : ''
      citations.push({ n: 0, title: `${SOURCE_NAMES[row.doc_type]}：${row.title}`, link: row.link, text: `${row.title}${when} ${row.summary}`.trim() })
    }
  }
  return citations.slice(0, 8).map((citation, index) => ({ ...citation, n: index + 1 }))
}
