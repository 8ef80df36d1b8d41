import { useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { useDetailLoader } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE, headingRole } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { clearMyHistory, fetchHotKeywords, fetchMyHistory } from '@/features/search/api'
import { CATEGORY_SHORTCUTS, TYPE_PAGES, type SearchType } from '@/features/search/search-types'
import { KeywordChips } from './keyword-chips'
import { SearchBox } from './search-box'
import './search-screens.scss'

type Scope = SearchType | 'all'

/** Opens the results of a keyword: every kind grouped, or one kind's page. */
export function openResults(keyword: string, scope: Scope = 'all') {
  if (scope === 'all') return nav.to('wholeSearch', { keyword })
  if (TYPE_PAGES[scope] === 'singleSearch') return nav.to('singleSearch', { keyword, type: scope })
  return nav.to(TYPE_PAGES[scope] as 'searchService', { keyword })
}

/** 搜索 entry: the box, where to search (all or one kind), my history (clearable) and the hot searches. */
export const SearchEntryScreen = observer(function SearchEntryScreen({ keyword = '' }: { keyword?: string }) {
  const showRobot = useStores().portalConfig.modules.isShowRobot
  const [scope, setScope] = useState<Scope>('all')
  const lists = useDetailLoader(async () => {
    const [history, hot] = await Promise.all([fetchMyHistory(), fetchHotKeywords()])
    return { history, hot }
  })
  const clear = useSubmit(clearMyHistory, {
    failure: '清空失败',
    confirm: '确定清空搜索历史吗？',
    success: '已清空',
    onSuccess: () => lists.reload(),
  })
  const search = (text: string) => void openResults(text, scope)
  const scopes = [
    { key: 'all' as Scope, label: '全部' },
    ...CATEGORY_SHORTCUTS.map((s) => ({ key: s.type as Scope, label: s.label, testId: `scope-${s.type}` })),
  ]

  return (
    <PageShell
      header={<SearchBox keyword={keyword} autoFocus onSearch={search} />}
      loading={lists.status === 'loading'}
      error={lists.status === 'error' ? lists.error : undefined}
      onRetry={lists.retry}
    >
      <View className="search-block">
        <Text className="search-block__title" {...headingRole(2)}>
          搜索范围
        </Text>
        <SegmentedTabs items={scopes} value={scope} onChange={setScope} variant="chip" ariaLabel="搜索范围" />
      </View>
      {lists.data && lists.data.history.length > 0 ? (
        <View className="search-block" data-testid="search-history">
          <View className="search-block__head">
            <Text className="search-block__title" {...headingRole(2)}>
              搜索历史
            </Text>
            <Text className="search-block__action" data-testid="clear-history" onClick={() => void clear.run()} {...BUTTON_ROLE}>
              清空
            </Text>
          </View>
          <KeywordChips keywords={lists.data.history} onPick={search} />
        </View>
      ) : null}
      {lists.data ? (
        <View className="search-block" data-testid="search-hot">
          <Text className="search-block__title" {...headingRole(2)}>
            热门搜索
          </Text>
          <KeywordChips keywords={lists.data.hot} onPick={search} />
        </View>
      ) : null}
      {showRobot ? (
        <View className="search-block search-block__robot">
          <Text data-testid="search-robot-entry" onClick={() => void nav.to('robot')} {...BUTTON_ROLE}>
            找不到想要的？问问智能客服
          </Text>
          <Text className="search-block__ai" data-testid="search-ai-entry" onClick={() => void nav.to('robotAI')} {...BUTTON_ROLE}>
            或问 AI 助手
          </Text>
        </View>
      ) : null}
    </PageShell>
  )
})
