import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { SearchBar } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { Person } from '@contract/online-send'
import { ListPage } from '@/components/list-page'
import { EmptyState } from '@/components/empty-state'
import { BOTTOM_REACH } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { useFeatureStore } from '@/stores/context'
import { searchPeople } from '@/features/online-send/api'
import { personEntry } from '@/features/online-send/chosen-list'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { PickRow } from '@/features/online-send/components/pick-row'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import '@/features/online-send/components/online-send.scss'

/** 添加人员: search by name, account, pinyin, initials or phone number (or list one unit's people), with each person's organisation path and phone as their privacy settings allow. */
function PeopleSearchPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const params = useRouter().params
  const unit = params.code ? { code: params.code, name: decodeURIComponent(params.name ?? '') } : null
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')

  const header = (
    <View>
      {unit ? <Text className="os-section-title">{unit.name} 的人员</Text> : null}
      <SearchBar
        value={keyword}
        placeholder="姓名 / 账号 / 拼音 / 首字母 / 手机号"
        onChange={setKeyword}
        onSearch={(text) => setQuery(text.trim())}
        rightIn={
          <Text className="os-search-action" onClick={() => setQuery(keyword.trim())} {...BUTTON_ROLE} data-testid="people-search">
            搜索
          </Text>
        }
      />
    </View>
  )

  return (
    <ListPage<Person>
      header={header}
      footer={<DoneFooter store={chooseList} />}
      deps={[query, unit?.code]}
      pageSize={50}
      bottomReach={BOTTOM_REACH.standard}
      refresh={false}
      card={false}
      load={async (pageNum, pageSize) => {
        if (!query && !unit) return { items: [], hasMore: false }
        return await searchPeople({ keyword: query || undefined, ins_code: unit?.code, pageNum, pageSize })
      }}
      keyOf={(person) => person.accountName}
      empty={<EmptyState description={query || unit ? '没有找到匹配的人员' : '输入姓名、账号、拼音或首字母后搜索'} />}
      renderItem={(person) => {
        const entry = personEntry(person.accountName, person.userName)
        return (
          <PickRow
            name={`${person.userName}（${person.accountName}）`}
            sub={person.orgPath || '未分配机构'}
            // The phone only when the person's 隐私设置 lets this viewer see it (the server leaves it null otherwise).
            note={person.mobile ? `手机 ${person.mobile}` : undefined}
            checked={chooseList.has(entry)}
            allowed={person.mayReceive}
            onToggle={() => chooseList.toggle(entry)}
            testId={`person-${person.accountName}`}
          />
        )
      }}
    />
  )
}

export default observer(PeopleSearchPage)
