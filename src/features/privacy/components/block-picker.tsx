import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, SearchBar } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { useSubmit } from '@/components/use-submit'
import './block-picker.scss'

/** A person as the people search offers them (only what its privacy rules let this viewer see). */
export interface BlockCandidate {
  accountName: string
  userName: string
  orgPath: string
}

export interface BlockPickerProps {
  /** The people search (shared with online send): at most `limit` people and how many matched. */
  search: (keyword: string, limit: number) => Promise<{ items: BlockCandidate[]; total: number }>
  /** Accounts already on the blacklist, shown as 已加入. */
  blocked: ReadonlySet<string>
  /** The signed-in account, never offered. */
  self: string
  onBlock: (person: BlockCandidate) => void
  /** The account being added (its button spins). */
  adding?: string
}

const LIMIT = 20

/** 黑名单管理's 添加: search people by name, 学号/工号, pinyin or phone number and block one from the results. */
export function BlockPicker({ search, blocked, self, onBlock, adding }: BlockPickerProps) {
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<{ keyword: string; items: BlockCandidate[]; total: number } | null>(null)
  const find = useSubmit((text: string) => search(text, LIMIT), {
    failure: '搜索失败',
    validate: (text) => (text ? null : '请输入姓名、学号/工号或拼音'),
    onSuccess: (page, text) => setFound({ keyword: text, items: page.items.filter((p) => p.accountName !== self), total: page.total }),
  })
  const run = () => void find.run(keyword.trim())

  return (
    <View className="block-picker">
      <SearchBar
        value={keyword}
        placeholder="姓名 / 学号工号 / 拼音 / 手机号"
        onChange={setKeyword}
        onSearch={run}
        rightIn={
          <Text className="block-picker__go" onClick={run} {...BUTTON_ROLE} data-testid="block-search">
            {find.busy ? '搜索中' : '搜索'}
          </Text>
        }
      />
      {found ? (
        <View className="block-picker__results" data-testid="block-results">
          {found.items.length === 0 ? <Text className="block-picker__note">没有找到“{found.keyword}”，请换个关键词</Text> : null}
          {found.items.map((person) => {
            const listed = blocked.has(person.accountName)
            return (
              <View key={person.accountName} className="block-picker__row" data-testid={`block-candidate-${person.accountName}`}>
                <View className="block-picker__who">
                  <Text className="block-picker__name">
                    {person.userName}（{person.accountName}）
                  </Text>
                  <Text className="block-picker__sub">{person.orgPath || '机构未公开'}</Text>
                </View>
                <Button
                  size="small"
                  type="primary"
                  fill={listed ? 'outline' : 'solid'}
                  disabled={listed || adding !== undefined}
                  loading={adding === person.accountName}
                  onClick={() => onBlock(person)}
                >
                  {listed ? '已加入' : '加入'}
                </Button>
              </View>
            )
          })}
          {found.total > LIMIT ? <Text className="block-picker__note">仅显示前 {LIMIT} 人，请输入更完整的姓名或学号/工号</Text> : null}
        </View>
      ) : null}
    </View>
  )
}
