import { memo } from 'react'
import { Section } from '@/components/section'
import { nav } from '@/routes/nav'
import { NewsItemCard } from '@/components/news-item-card'
import { openNewsItem } from '@/routes/open-news'
import type { HomeColumn } from '@contract/cms'

/** Each news column as a section: its newest articles and 更多 → the column's list. */
export const NewsSections = memo(function NewsSections({ columns, mourning }: { columns: HomeColumn[]; mourning: boolean }) {
  return (
    <>
      {columns.map((column) => (
        <Section
          key={column.id}
          title={column.name}
          onMore={() => void nav.to('newsList', { columnCode: column.columnCode })}
          className="home-news"
        >
          {column.articles.map((item) => (
            <NewsItemCard key={item.id} item={item} mourning={mourning} divided onClick={() => void openNewsItem(item)} />
          ))}
        </Section>
      ))}
    </>
  )
})
