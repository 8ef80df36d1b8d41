import { sql, type SQL } from 'drizzle-orm'
import { fieldTerms } from '../search/search-text'

/**
 * An FAQ's search terms: the question, its similar phrasings and keywords weigh most, the answer less (as title and
 * body in search).
 */
export function faqTerms(faq: { question: string; keywords: string; answer: string; similar?: readonly string[] }): SQL {
  const asked = [faq.question, ...(faq.similar ?? []), faq.keywords].join(' ')
  return sql`(setweight(to_tsvector('simple', ${fieldTerms(asked, true)}), 'A') || setweight(to_tsvector('simple', ${fieldTerms(faq.answer, false)}), 'D'))`
}
