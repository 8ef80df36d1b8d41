import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { SEARCH_BAR_AUTO_FOCUS } from '@/components/search-bar-focus'
import { toast } from '@/lib/ui'
import { SEARCH_KEYWORD_MAX } from '@contract/paths/search'
import { keywordProblem } from '@/features/search/search-types'
import './search-box.scss'

export interface SearchBoxProps {
  keyword: string
  placeholder?: string
  autoFocus?: boolean
  /** Called with a keyword that passed the checks (refusals are toasts). */
  onSearch: (keyword: string) => void
}

/** The keyword box with its 搜索 button; Enter or the button searches, bad input is refused with a message. */
export function SearchBox({ keyword, placeholder = '搜索服务、资讯、日程、待办、人员', autoFocus, onSearch }: SearchBoxProps) {
  const [value, setValue] = useState(keyword)
  useEffect(() => setValue(keyword), [keyword])
  const submit = (text: string) => {
    const problem = keywordProblem(text)
    if (problem) return void toast(problem)
    onSearch(text.trim())
  }
  return (
    <View className="search-box" data-testid="search-box">
      <SearchBar
        value={value}
        placeholder={placeholder}
        maxLength={SEARCH_KEYWORD_MAX}
        {...(autoFocus ? SEARCH_BAR_AUTO_FOCUS : {})}
        onChange={(text) => setValue(text)}
        onClear={() => setValue('')}
        onSearch={submit}
        right={
          <View className="search-box__submit" data-testid="search-submit" onClick={() => submit(value)} {...BUTTON_ROLE}>
            搜索
          </View>
        }
      />
    </View>
  )
}
