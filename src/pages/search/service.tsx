import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { nav } from '@/routes/nav'
import { TypeResultsScreen } from '@/features/search/components/type-results-screen'

/** 搜索服务: 服务的结果，分页并可筛选。 */
export default function SearchServicePage() {
  const { keyword } = useRouter().params
  const text = paramText(keyword)
  return <TypeResultsScreen keyword={text} type="service" research={(next) => void nav.redirect('searchService', { keyword: next })} />
}
