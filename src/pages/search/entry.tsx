import { useRouter } from '@tarojs/taro'
import { paramText } from '@/features/search/search-types'
import { SearchEntryScreen } from '@/features/search/components/search-entry-screen'

/** 搜索: the box, scope, history and hot searches. */
export default function SearchEntryPage() {
  const { keyword } = useRouter().params
  return <SearchEntryScreen keyword={paramText(keyword)} />
}
