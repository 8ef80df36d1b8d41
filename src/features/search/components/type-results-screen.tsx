import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { EmptyState } from '@/components/empty-state'
import { ListPage } from '@/components/list-page'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { BOTTOM_REACH } from '@/components/constants'
import { nav } from '@/routes/nav'
import type { SearchHit, SearchTimeRange } from '@contract/search'
import { searchType } from '@/features/search/api'
import { SEARCH_TYPE_NAMES, TIME_FILTERS, type SearchType } from '@/features/search/search-types'
import { SearchBox } from './search-box'
import { SearchHitRow } from './search-hit-row'
import './search-screens.scss'

/** Which filters make sense per kind: a time for dated things, a column/type, a status for to-dos. */
const FILTERS: Record<SearchType, { time: boolean; category?: string; status?: string }> = {
  service: { time: false, category: '全部分类' },
  news: { time: true, category: '全部栏目' },
  schedule: { time: true },
  task: { time: true, status: '全部状态' },
  person: { time: false, category: '全部身份' },
  announcement: { time: true, category: '全部单位' },
}

interface Facets {
  categories: Array<{ name: string; count: number }>
  statuses: Array<{ name: string; count: number }>
  approximate: boolean
}

/** One kind's results, paged, with its filters; the filter choices are those among the matches. */
export function TypeResultsScreen({ keyword, type, research }: { keyword: string; type: SearchType; research: (keyword: string) => void }) {
  const [time, setTime] = useState<SearchTimeRange | ''>('')
  const [category, setCategory] = useState('')
  const [status, setStatus] = useState('')
  const [facets, setFacets] = useState<Facets | null>(null)
  const filters = FILTERS[type]

  const chips = (all: string, list: Array<{ name: string; count: number }>) => [
    { key: '', label: all },
    ...list.map((facet) => ({ key: facet.name, label: `${facet.name} ${facet.count}` })),
  ]

  const header = (
    <View>
      <SearchBox keyword={keyword} placeholder={`搜索${SEARCH_TYPE_NAMES[type]}`} onSearch={research} />
      {keyword && (filters.time || (filters.category && facets?.categories.length) || (filters.status && facets?.statuses.length)) ? (
        <View className="search-filters" data-testid="search-filters">
          {filters.time ? (
            <SegmentedTabs
              items={TIME_FILTERS}
              value={time}
              onChange={(key) => setTime(key as SearchTimeRange | '')}
              variant="chip"
              ariaLabel="时间"
            />
          ) : null}
          {filters.category && facets && facets.categories.length > 0 ? (
            <SegmentedTabs
              items={chips(filters.category, facets.categories)}
              value={category}
              onChange={setCategory}
              variant="chip"
              ariaLabel="分类"
            />
          ) : null}
          {filters.status && facets && facets.statuses.length > 0 ? (
            <SegmentedTabs
              items={chips(filters.status, facets.statuses)}
              value={status}
              onChange={setStatus}
              variant="chip"
              ariaLabel="状态"
            />
          ) : null}
        </View>
      ) : null}
    </View>
  )

  if (!keyword) {
    return (
      <View>
        {header}
        <EmptyState kind="not-found" description={`输入关键词搜索${SEARCH_TYPE_NAMES[type]}`} />
      </View>
    )
  }

  return (
    <ListPage<SearchHit>
      header={header}
      load={async (pageNum, pageSize) => {
        const page = await searchType({
          keyword,
          type,
          pageNum,
          pageSize,
          time: time || undefined,
          category: category || undefined,
          status: status || undefined,
        })
        if (pageNum === 1) setFacets({ categories: page.categories, statuses: page.statuses, approximate: page.approximate })
        return { items: page.items, total: page.total }
      }}
      keyOf={(hit) => hit.id}
      renderItem={(hit, index) => (
        <View role="list">
          {index === 0 && facets?.approximate ? (
            <Text className="search-notice" data-testid="search-approximate">
              没有完全匹配的结果，以下为拼音或相近词的结果
            </Text>
          ) : null}
          <SearchHitRow hit={hit} />
        </View>
      )}
      empty={
        <View data-testid="search-empty">
          <EmptyState
            kind="not-found"
            description={`没有找到与“${keyword}”相关的${SEARCH_TYPE_NAMES[type]}`}
            actionText="搜索全部"
            onAction={() => void nav.to('wholeSearch', { keyword })}
          />
        </View>
      }
      bottomReach={BOTTOM_REACH.standard}
      deps={[keyword, type, time, category, status]}
    />
  )
}
