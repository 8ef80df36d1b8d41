import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { GroupedResultsScreen } from '@/features/search/components/grouped-results-screen'

/** 全局搜索: results of every kind, grouped, with 更多 to each kind's page. */
export default function WholeSearchPage() {
  const { keyword } = useRouter().params
  return <GroupedResultsScreen keyword={paramText(keyword)} route="wholeSearch" />
}
