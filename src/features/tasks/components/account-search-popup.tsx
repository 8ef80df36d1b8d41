import { useEffect, useState } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Popup, SearchBar } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
import { errorText } from '@/components/errors'
import { BUTTON_ROLE } from '@/components/a11y'
import { debounce } from '@/lib/timing'
import { searchAccounts } from '@/features/tasks/api'
import type { AccountEntry } from '@/features/tasks/types'
import './account-search-popup.scss'

/** Pick one account by name or username (转办). */
export function AccountSearchPopup({
  visible,
  title,
  exclude = [],
  onPick,
  onClose,
}: {
  visible: boolean
  title: string
  exclude?: string[]
  onPick: (account: AccountEntry) => void
  onClose: () => void
}) {
  const [keyword, setKeyword] = useState('')
  const [results, setResults] = useState<AccountEntry[]>([])
  const [message, setMessage] = useState('输入姓名或账号搜索')

  const [run] = useState(() =>
    debounce(async (k: string) => {
      if (!k.trim()) {
        setResults([])
        setMessage('输入姓名或账号搜索')
        return
      }
      try {
        const page = await searchAccounts(k.trim(), 1, 30)
        setResults(page.items)
        setMessage(page.items.length ? '' : '没有找到匹配的人员')
      } catch (e) {
        setMessage(errorText(e, '搜索失败'))
      }
    }, 300),
  )
  useEffect(() => () => run.cancel(), [run])

  return (
    <Popup visible={visible} position="bottom" round title={title} closeable onClose={onClose} zIndex={LAYERS.popup}>
      <View className="account-search">
        <SearchBar
          value={keyword}
          placeholder="搜索姓名或账号"
          onChange={(v) => {
            setKeyword(v)
            run(v)
          }}
        />
        <ScrollView scrollY className="account-search__list">
          {message ? <Text className="account-search__hint">{message}</Text> : null}
          {results
            .filter((a) => !exclude.includes(a.username))
            .map((a) => (
              <View
                key={a.username}
                className="account-search__row"
                onClick={() => onPick(a)}
                {...BUTTON_ROLE}
                data-testid={`account-${a.username}`}
              >
                <Text className="account-search__name">{a.name}</Text>
                <Text className="account-search__sub">
                  {a.username} · {a.identityName}
                </Text>
              </View>
            ))}
        </ScrollView>
      </View>
    </Popup>
  )
}
