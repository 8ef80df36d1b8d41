import { memo } from 'react'
import { Section } from '@/components/section'
import { nav } from '@/routes/nav'
import { NewsItemCard } from '@/components/news-item-card'
import { openNewsItem } from '@/routes/open-news'
import type { HomeColumn, NewsItem } from '@contract/cms'

export interface NewsSectionsProps {
  columns: HomeColumn[]
  mourning: boolean
  /** At most this many articles, in column order (the home draws its news a part at a time). */
  limit?: number
}

/**
 * Each news column as a section: its newest articles and 更多 → the column's list. Columns and articles are
 * memoised, so raising `limit` draws only the articles it adds, not again the ones on screen.
 */
export const NewsSections = memo(function NewsSections({ columns, mourning, limit = Infinity }: NewsSectionsProps) {
  let budget = limit
  return (
    <>
      {columns.map((column) => {
        if (budget <= 0) return null
        const count = Math.min(column.articles.length, budget)
        budget -= count
        return <NewsColumn key={column.id} column={column} count={count} mourning={mourning} />
      })}
    </>
  )
})

const NewsColumn = memo(function NewsColumn({ column, count, mourning }: { column: HomeColumn; count: number; mourning: boolean }) {
  return (
    <Section title={column.name} onMore={() => void nav.to('newsList', { columnCode: column.columnCode })} className="home-news">
      {column.articles.slice(0, count).map((item) => (
        <NewsArticle key={item.id} item={item} mourning={mourning} />
      ))}
    </Section>
  )
})

const NewsArticle = memo(function NewsArticle({ item, mourning }: { item: NewsItem; mourning: boolean }) {
  return <NewsItemCard item={item} mourning={mourning} divided onClick={() => void openNewsItem(item)} />
})
