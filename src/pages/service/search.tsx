import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { SearchBar } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { SEARCH_BAR_AUTO_FOCUS } from '@/components/search-bar-focus'
import { useDetailLoader } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { nav } from '@/routes/nav'
import { fetchCatalogue, fetchRanking } from '@/features/services/api'
import { ServiceRow } from '@/features/services/components/service-row'
import { openServiceCard } from '@/features/services/open-service'
import { searchHistory } from '@/features/services/search-history'
import { useServiceSearch } from './service-search-hits'
import './search.scss'

/**
 * 搜索: services through the global search service (name, description, provider, pinyin and initials — cjcx →
 * 成绩查询 —, typos and synonyms), shown as rows of my catalogue; with history and hot searches.
 */
export default function ServiceSearchPage() {
  const { params } = useRouter()
  const [query, setQuery] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [history, setHistory] = useState(searchHistory.read)
  const data = useDetailLoader(async () => {
    const [catalogue, popular] = await Promise.all([fetchCatalogue(), fetchRanking('month').catch(() => [])])
    return { services: catalogue.services, hot: popular.slice(0, 8).map((entry) => entry.service.serviceName) }
  })
  const search = useServiceSearch(query, data.data?.services)
  const hits = search.status === 'done' ? search.hits : []
  const choose = (word: string) => {
    setQuery(word)
    setHistory(searchHistory.add(word))
  }

  return (
    <PageShell
      header={
        <SearchBar
          placeholder="服务名称、拼音首字母或部门"
          value={query}
          {...SEARCH_BAR_AUTO_FOCUS}
          onChange={setQuery}
          onSearch={(word) => choose(word)}
          onClear={() => setQuery('')}
        />
      }
      loading={data.status === 'loading'}
      skeleton={<ListSkeleton count={4} rows={2} />}
      error={data.status === 'error' ? data.error : undefined}
      onRetry={data.retry}
    >
      {!query.trim() && (
        <View className="service-search__start">
          {history.length > 0 && (
            <View className="service-search__block" data-testid="search-history">
              <View className="service-search__head">
                <Text className="service-search__title">搜索历史</Text>
                <Text
                  className="service-search__clear"
                  onClick={() => {
                    searchHistory.clear()
                    setHistory([])
                  }}
                  {...BUTTON_ROLE}
                >
                  清空
                </Text>
              </View>
              <View className="service-search__chips">
                {history.map((word) => (
                  <Text key={word} className="service-search__chip" onClick={() => choose(word)} {...BUTTON_ROLE}>
                    {word}
                  </Text>
                ))}
              </View>
            </View>
          )}
          {(data.data?.hot.length ?? 0) > 0 && (
            <View className="service-search__block" data-testid="hot-searches">
              <Text className="service-search__title">热门搜索</Text>
              <View className="service-search__chips">
                {data.data!.hot.map((word) => (
                  <Text key={word} className="service-search__chip service-search__chip--hot" onClick={() => choose(word)} {...BUTTON_ROLE}>
                    {word}
                  </Text>
                ))}
              </View>
            </View>
          )}
        </View>
      )}
      {search.status === 'loading' && <ListSkeleton count={3} rows={2} />}
      {search.status === 'refused' && <EmptyState kind="not-found" description={search.message} />}
      {search.status === 'done' && hits.length === 0 && (
        <EmptyState kind="not-found" description={`没有找到与“${search.keyword}”相关的服务`} />
      )}
      {hits.length > 0 && (
        <View className="portal-card" role="list" data-testid="search-results">
          {hits.map((hit) => (
            <ServiceRow
              key={hit.service.serviceId}
              service={hit.service}
              highlight={hit.highlight}
              onTap={() => {
                setHistory(searchHistory.add(query))
                void openServiceCard(hit.service)
              }}
              aside={
                <Text
                  className="service-search__guide"
                  onClick={() => void nav.to('serviceGuide', { serviceId: String(hit.service.serviceId) })}
                  {...BUTTON_ROLE}
                >
                  指南
                </Text>
              }
            />
          ))}
        </View>
      )}
    </PageShell>
  )
}
