import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { RobotSource } from '../../db/schema/index'
import { questionQuery } from '../robot/robot-repository'
import { ownUpcoming, searchGrouped, type Viewer } from '../search/search-repository'
import { bigrams, planQuery, segmentWords } from '../search/search-text'

/** One retrieved passage the answer may cite as [n]. */
export interface Citation {
  n: number
  title: string
  link: string
  /** A service of the service centre (opened by id, through its checks). */
  serviceId?: number
  text: string
}

/** Words of any question (怎么, 什么时候 …) that would find everything. */
const QUESTION_WORDS = new Set([
  '怎么',
  '什么',
  '什么时候',
  '时候',
  '如何',
  '怎样',
  '可以',
  '哪里',
  '请问',
  '需要',
  '是否',
  '为什么',
  '多少',
  '几点',
])
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
  // A passage is relevant when its title shares at least two of the question's character pairs (or all, if fewer):
  // one shared pair (校园) is how 校园网 and 秋日校园 both "match" 校园卡丢了.
  const pairs = [
    ...new Set(
      (question.match(/\p{Script=Han}+/gu) ?? [])
        .flatMap((run) => bigrams(run))
        .filter((pair) => [...pair].length === 2 && !QUESTION_WORDS.has(pair)),
    ),
  ]
  const needed = Math.min(2, pairs.length)
  const relevant = (text: string) => pairs.filter((pair) => text.includes(pair)).length >= needed
  if (query) {
    const faqs = await db.execute<{ question: string; answer: string; keywords: string; sources: RobotSource[] }>(sql`
      select question, answer, keywords, sources from kf_faqs where enabled and terms @@ to_tsquery('simple', ${query})
      order by ts_rank_cd(terms, to_tsquery('simple', ${query})) desc, sort limit ${FAQ_COUNT}`)
    for (const faq of faqs.rows) {
      if (relevant(`${faq.question} ${faq.keywords}`))
        citations.push({
          n: 0,
          title: `常见问题：${faq.question}`,
          link: faq.sources[0]?.link ?? '',
          ...(faq.sources[0]?.serviceId ? { serviceId: faq.sources[0].serviceId } : {}),
          text: faq.answer,
        })
    }
  }
  // The search wants every word of a keyword; a question is searched word by word, longest (most telling) first.
  const words = [...new Set(segmentWords(question).filter((word) => [...word].length >= 2 && !QUESTION_WORDS.has(word)))]
  for (const word of words.sort((a, b) => [...b].length - [...a].length).slice(0, 3)) {
    const plan = planQuery(word)
    if (!plan.exact) continue
    for (const row of await searchGrouped(db, plan, viewer, PER_TYPE, false)) {
      if (row.doc_type === 'person' || citations.some((c) => c.title.endsWith(row.title)) || !relevant(`${row.title} ${row.summary}`))
        continue
      const when = row.happened_at ? `（${new Date(row.happened_at).toISOString().slice(0, 16).replace('T', ' ')}）` : ''
      citations.push({
        n: 0,
        title: `${SOURCE_NAMES[row.doc_type]}：${row.title}`,
        link: row.link,
        ...(row.doc_type === 'service' ? { serviceId: Number(row.source_id) } : {}),
        text: `${row.title}${when} ${row.summary}`.trim(),
      })
    }
  }
  // "My schedule / my to-dos" questions: the asker's own upcoming entries and open to-dos, never anyone else's.
  for (const [pattern, type] of [
    [/日程|安排|课表|会议/, 'schedule'],
    [/待办|任务|作业|审批|事项/, 'task'],
  ] as const) {
    if (!pattern.test(question)) continue
    for (const row of await ownUpcoming(db, viewer, type, 5)) {
      if (citations.some((c) => c.title.endsWith(row.title))) continue
      const when = row.happened_at ? `（${new Date(row.happened_at).toISOString().slice(0, 16).replace('T', ' ')}）` : ''
      citations.push({
        n: 0,
        title: `${SOURCE_NAMES[type]}：${row.title}`,
        link: row.link,
        text: `${row.title}${when} ${row.summary} ${row.status}`.trim(),
      })
    }
  }
  return citations.slice(0, 8).map((citation, index) => ({ ...citation, n: index + 1 }))
}
