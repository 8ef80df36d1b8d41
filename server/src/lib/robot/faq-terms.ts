import { sql, type SQL } from 'drizzle-orm'
import { fieldTerms } from '../search/search-text'

/** An FAQ's search terms: the question and keywords weigh most, the answer less (as title and body in search). */
export function faqTerms(faq: { question: string; keywords: string; answer: string }): SQL {
  return sql`(setweight(to_tsvector('simple', ${fieldTerms(`${faq.question} ${faq.keywords}`, true)}), 'A') || setweight(to_tsvector('simple', ${fieldTerms(faq.answer, false)}), 'D'))`
}
