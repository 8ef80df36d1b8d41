import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { nav } from '@/routes/nav'
import { TypeResultsScreen } from '@/features/search/components/type-results-screen'

/** 搜索待办: 待办的结果，分页并可筛选。 */
export default function SearchTaskPage() {
  const { keyword } = useRouter().params
  const text = paramText(keyword)
  return <TypeResultsScreen keyword={text} type="task" research={(next) => void nav.redirect('searchTask', { keyword: next })} />
}
