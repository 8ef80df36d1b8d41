import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import type { Person } from '@contract/online-send'
import { BUTTON_ROLE } from '@/components/a11y'
import { useSubmit } from '@/components/use-submit'
import { addGroupMembers, searchPeople } from '@/features/online-send/api'
import './online-send.scss'

const RESULTS = 20

/** 添加成员: people search (name, account, pinyin or initials) with 加入 on each person not yet in the group. */
export function GroupMemberAdder({ groupCode, onAdded }: { groupCode: string; onAdded: () => void }) {
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [found, setFound] = useState<Person[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!query) return setFound(null)
    let live = true
    searchPeople({ keyword: query, pageNum: 1, pageSize: RESULTS })
      .then((page) => live && (setFound(page.items), setProblem(null)))
      .catch((error: unknown) => live && setProblem(error instanceof Error && error.message ? error.message : '搜索失败，请稍后重试'))
    return () => {
      live = false
    }
  }, [query])
  const add = useSubmit((person: Person) => addGroupMembers(groupCode, [person.accountName]), {
    failure: '添加失败',
    success: (_group, person) => `已添加 ${person.userName}`,
    onSuccess: onAdded,
  })

  return (
    <View className="os-adder" data-testid={`member-adder-${groupCode}`}>
      <SearchBar
        value={keyword}
        placeholder="搜索要添加的人员：姓名 / 账号 / 拼音"
        onChange={setKeyword}
        onSearch={(text) => setQuery(text.trim())}
        rightIn={
          <Text className="os-search-action" onClick={() => setQuery(keyword.trim())} {...BUTTON_ROLE} data-testid="member-search">
            搜索
          </Text>
        }
      />
      {problem ? <Text className="os-count os-count--error">{problem}</Text> : null}
      {found && found.length === 0 ? <Text className="os-count">没有找到匹配的人员</Text> : null}
      {(found ?? []).map((person) => (
        <View key={person.accountName} className="os-row" data-testid={`member-candidate-${person.accountName}`}>
          <View className="os-row__main">
            <Text className="os-row__name">
              {person.userName}（{person.accountName}）
            </Text>
            <Text className="os-row__sub">{person.orgPath || '未分配机构'}</Text>
          </View>
          <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => void add.run(person)} data-testid="member-add">
            加入
          </Text>
        </View>
      ))}
    </View>
  )
}
