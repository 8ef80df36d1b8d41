import { Text, View } from '@tarojs/components'
import { useDetailLoader } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { nav } from '@/routes/nav'
import { searchAll } from '@/features/search/api'
import { KeywordChips } from './keyword-chips'
import { SearchBox } from './search-box'
import { SearchHitRow } from './search-hit-row'
import { openResults } from './search-entry-screen'
import './search-screens.scss'

/** Results across services, news, schedules, to-dos, people and division announcements, grouped by kind, 更多 leading to each kind's page. */
export function GroupedResultsScreen({ keyword, route }: { keyword: string; route: 'wholeSearch' | 'allSearch' }) {
  const results = useDetailLoader(() => (keyword ? searchAll(keyword) : Promise.resolve(null)), [keyword])
  const research = (text: string) => void nav.redirect(route, { keyword: text })
  const data = results.data

  return (
    <PageShell
      header={<SearchBox keyword={keyword} onSearch={research} />}
      loading={results.status === 'loading' && Boolean(keyword)}
      error={results.status === 'error' ? results.error : undefined}
      onRetry={results.retry}
    >
      {!keyword ? <EmptyState kind="not-found" description="输入关键词，搜索服务、资讯、日程、待办、人员和公告" /> : null}
      {data && data.approximate && data.groups.length > 0 ? (
        <Text className="search-notice" data-testid="search-approximate">
          没有完全匹配“{data.keyword}”的结果，以下为拼音或相近词的结果
        </Text>
      ) : null}
      {data?.groups.map((group) => (
        <Section
          key={group.type}
          title={`${group.name}（${group.total}）`}
          onMore={group.total > group.items.length ? () => void openResults(keyword, group.type) : undefined}
        >
          <View role="list" data-testid={`search-group-${group.type}`}>
            {group.items.map((hit) => (
              <SearchHitRow key={hit.id} hit={hit} />
            ))}
          </View>
        </Section>
      ))}
      {data && data.groups.length === 0 ? (
        <View data-testid="search-empty">
          <EmptyState kind="not-found" description={`没有找到与“${data.keyword}”相关的内容`} />
          {data.suggestions.length > 0 ? (
            <View className="search-block">
              <Text className="search-block__title">试试这些</Text>
              <KeywordChips keywords={data.suggestions} onPick={research} testId="search-suggestions" />
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}
