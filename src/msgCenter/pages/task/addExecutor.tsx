import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox, SearchBar } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { ListPage } from '@/components/list-page'
import { EmptyState } from '@/components/empty-state'
import { BOTTOM_REACH } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { searchAccounts } from '@/features/tasks/api'
import { readTodoDraft, writeTodoDraft } from '@/features/tasks/todo-draft'
import type { AccountEntry, PersonRef } from '@/features/tasks/types'
import '@/features/tasks/components/task-item.scss'
import '@/features/tasks/components/account-search-popup.scss'
import '@/components/tag.scss'
import './addExecutor.scss'

/** 添加执行人: search people by name or account, pick several (bottom-reach 150). */
function AddExecutorPage() {
  const root = useStores()
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<PersonRef[]>(() => readTodoDraft().executors)
  const has = (u: string) => chosen.some((c) => c.username === u)
  const toggle = (a: AccountEntry) =>
    setChosen(has(a.username) ? chosen.filter((c) => c.username !== a.username) : [...chosen, { username: a.username, name: a.name }])

  const header = (
    <View>
      <SearchBar
        value={keyword}
        placeholder="搜索姓名或账号"
        onChange={setKeyword}
        onSearch={(v) => setQuery(v.trim())}
        rightIn={
          <Text className="executor-search__action" onClick={() => setQuery(keyword.trim())} {...BUTTON_ROLE}>
            搜索
          </Text>
        }
      />
      {chosen.length ? (
        <View className="task-item__tags executor-search__chosen">
          {chosen.map((c) => (
            <Text
              key={c.username}
              className="mc-tag mc-tag--primary"
              onClick={() => setChosen(chosen.filter((x) => x.username !== c.username))}
              {...BUTTON_ROLE}
              aria-label={`移除${c.name}`}
            >
              {c.name} ×
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )

  const footer = (
    <Button
      block
      type="primary"
      onClick={() => {
        writeTodoDraft({ executors: chosen })
        void nav.back()
      }}
      data-testid="executors-done"
    >
      确定（{chosen.length}）
    </Button>
  )

  return (
    <ListPage<AccountEntry>
      header={header}
      footer={footer}
      deps={[query]}
      bottomReach={BOTTOM_REACH.long}
      refresh={false}
      load={async (pageNum, pageSize) => {
        if (!query) return { items: [], hasMore: false }
        const page = await searchAccounts(query, pageNum, pageSize)
        return { items: page.items.filter((a) => a.username !== root.account.username), total: page.total }
      }}
      keyOf={(a) => a.username}
      empty={<EmptyState description={query ? '没有找到匹配的人员' : '输入姓名或账号后搜索'} />}
      renderItem={(a) => (
        <View
          className="account-search__row executor-search__row"
          onClick={() => toggle(a)}
          {...BUTTON_ROLE}
          data-testid={`executor-${a.username}`}
        >
          <Checkbox checked={has(a.username)} aria-label={a.name} />
          <View className="executor-search__text">
            <Text className="account-search__name">{a.name}</Text>
            <Text className="account-search__sub">
              {a.username} · {a.identityName}
            </Text>
          </View>
        </View>
      )}
    />
  )
}

export default observer(AddExecutorPage)
