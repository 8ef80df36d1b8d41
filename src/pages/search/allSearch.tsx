import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { GroupedResultsScreen } from '@/features/search/components/grouped-results-screen'

/** 全部结果: results of every kind, grouped, with 更多 to each kind's page. */
export default function AllSearchPage() {
  const { keyword } = useRouter().params
  return <GroupedResultsScreen keyword={paramText(keyword)} route="allSearch" />
}
