import { useRouter } from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { TypeResultsScreen } from '@/features/search/components/type-results-screen'
import { isSearchType, paramText } from '@/features/search/search-types'

/** One kind's results (`type`: service, news, schedule, task, person, announcement; people by default). */
export default function SingleSearchPage() {
  const { keyword, type } = useRouter().params
  const kind = isSearchType(type) ? type : 'person'
  const text = paramText(keyword)
  return (
    <TypeResultsScreen keyword={text} type={kind} research={(next) => void nav.redirect('singleSearch', { keyword: next, type: kind })} />
  )
}
