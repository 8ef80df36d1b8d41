import { Text, View } from '@tarojs/components'
import { Search } from '@nutui/icons-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import './global-search-entry.scss'

/** The home header's search box (module setting isOpenGlobalSearch): opens the global search entry page. */
export function GlobalSearchEntry() {
  return (
    <View className="global-search-entry" data-testid="global-search-entry" onClick={() => void nav.to('searchEntry')} {...BUTTON_ROLE}>
      <Search size={14} color="#9a9da3" aria-hidden="true" />
      <Text className="global-search-entry__text">搜索服务、资讯、日程、待办</Text>
    </View>
  )
}
