import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { ListPage } from '@/components/list-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { BOTTOM_REACH } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatPortalTime } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { openNewsItem } from '@/routes/open-news'
import { searchDivision } from '@/features/division/api'
import { useDivision } from '@/features/division/use-division'
import { HighlightedTitle } from '@/features/search/components/highlighted-title'
import type { SearchHit } from '@contract/division'
import '@/components/tag.scss'
import '@/features/division/components/announcement-row.scss'

/**
 * Search within the division through the global search service (words, pinyin, typos): its announcements addressed
 * to me and the news of its columns; the matched words are marked.
 */
export default function SecondWorkSearchPage() {
  const { params } = useRouter()
  const choice = useDivision(params.code)
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const current = choice.status === 'ready' ? choice.data?.current : undefined
  const code = current?.code ?? ''

  const open = (hit: SearchHit) =>
    hit.kind === 'announcement'
      ? void nav.to('gonggaoList', { code, id: hit.id })
      : void openNewsItem({ id: hit.id, columnId: hit.columnId ?? 0, url: '' })
  const searchBar = (
    <SearchBar
      value={input}
      placeholder={current ? `在${current.name}内搜索公告和资讯` : '搜索'}
      onChange={(value: string) => setInput(value)}
      onSearch={(value: string) => setKeyword(value.trim())}
      onClear={() => setKeyword('')}
    />
  )
  if (!current || !keyword) {
    return (
      <PageShell
        header={current ? searchBar : undefined}
        loading={choice.status === 'loading'}
        error={choice.status === 'error' ? choice.error : null}
        onRetry={() => void choice.retry()}
      >
        {choice.status === 'ready' && !current ? <EmptyState description="你还不属于任何单位的工作台" fullPage /> : null}
        {current ? <EmptyState description="输入关键词，搜索本单位的公告和资讯" /> : null}
      </PageShell>
    )
  }
  return (
    <ListPage<SearchHit>
      header={searchBar}
      load={(pageNum, pageSize) => searchDivision({ code, keyword, pageNum, pageSize })}
      deps={[code, keyword]}
      keyOf={(hit) => `${hit.kind}-${hit.id}`}
      bottomReach={BOTTOM_REACH.standard}
      empty={`没有找到与“${keyword}”相关的内容`}
      renderItem={(hit) => (
        <View className="dv-notice" onClick={() => open(hit)} data-testid={`hit-${hit.kind}-${hit.id}`} {...BUTTON_ROLE}>
          <View className="dv-notice__title-row">
            <Text className={`mc-tag ${hit.kind === 'announcement' ? 'mc-tag--primary' : ''} dv-notice__tag`}>
              {hit.kind === 'announcement' ? '公告' : '资讯'}
            </Text>
            <View className="dv-notice__title">
              <HighlightedTitle pieces={hit.titlePieces} />
            </View>
          </View>
          {hit.summary ? <Text className="dv-notice__summary">{hit.summary}</Text> : null}
          <View className="dv-notice__meta">
            <Text>{formatPortalTime(hit.time, 'YYYY-MM-DD')}</Text>
          </View>
        </View>
      )}
    />
  )
}
