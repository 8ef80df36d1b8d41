import { memo } from 'react'
import { Section } from '@/components/section'
import { nav } from '@/routes/nav'
import { NewsItemCard } from '@/components/news-item-card'
import { openNewsItem } from '@/routes/open-news'
import type { HomeColumn } from '@contract/cms'

export interface NewsSectionsProps {
  columns: HomeColumn[]
  mourning: boolean
  /** At most this many articles, in column order (the home draws its news a part at a time). */
  limit?: number
}

/** Each news column as a section: its newest articles and 更多 → the column's list. */
export const NewsSections = memo(function NewsSections({ columns, mourning, limit = Infinity }: NewsSectionsProps) {
  let budget = limit
  return (
    <>
      {columns.map((column) => {
        if (budget <= 0) return null
        const articles = column.articles.slice(0, budget)
        budget -= articles.length
        return (
          <Section
            key={column.id}
            title={column.name}
            onMore={() => void nav.to('newsList', { columnCode: column.columnCode })}
            className="home-news"
          >
            {articles.map((item) => (
              <NewsItemCard key={item.id} item={item} mourning={mourning} divided onClick={() => void openNewsItem(item)} />
            ))}
          </Section>
        )
      })}
    </>
  )
})
