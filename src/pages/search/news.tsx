import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { nav } from '@/routes/nav'
import { TypeResultsScreen } from '@/features/search/components/type-results-screen'

/** 搜索资讯: 资讯的结果，分页并可筛选。 */
export default function SearchNewsPage() {
  const { keyword } = useRouter().params
  const text = paramText(keyword)
  return <TypeResultsScreen keyword={text} type="news" research={(next) => void nav.redirect('searchNews', { keyword: next })} />
}
