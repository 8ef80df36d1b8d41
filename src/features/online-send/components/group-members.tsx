import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { GroupMember } from '@contract/online-send'
import { useListLoader } from '@/components/use-list-loader'
import { ErrorState } from '@/components/empty-state'
import type { ChooseListStore } from '@/features/online-send/choose-list-store'
import { groupMembers } from '@/features/online-send/api'
import { personEntry } from '@/features/online-send/chosen-list'
import { ROLE_NAMES, sectionMembers } from '@/features/online-send/member-grouping'
import { PickRow } from './pick-row'
import './online-send.scss'

/** A group's members, sectioned (负责人 / 管理员, then A–Z); each member can be picked on their own. */
export const GroupMembers = observer(function GroupMembers({ groupCode, store }: { groupCode: string; store: ChooseListStore }) {
  const list = useListLoader<GroupMember>((pageNum, pageSize) => groupMembers(groupCode, pageNum, pageSize), {
    pageSize: 50,
    deps: [groupCode],
    keyOf: (m) => m.accountName,
  })
  if (list.status === 'loading') return <Text className="os-section-title">加载中…</Text>
  if (list.status === 'error') return <ErrorState onRetry={list.reload} />
  return (
    <View data-testid={`members-${groupCode}`}>
      {sectionMembers(list.items).map((section) => (
        <View key={section.title}>
          <Text className="os-letter" style={{ display: 'block' }}>
            {section.title}
          </Text>
          {section.members.map((member) => {
            const entry = personEntry(member.accountName, member.userName)
            return (
              <PickRow
                key={member.accountName}
                name={`${member.userName}${ROLE_NAMES[member.type] ? `（${ROLE_NAMES[member.type]}）` : ''}`}
                sub={member.orgPath || member.accountName}
                checked={store.has(entry)}
                allowed={member.mayReceive}
                onToggle={() => store.toggle(entry)}
              />
            )
          })}
        </View>
      ))}
      {list.hasMore ? (
        <Button size="small" fill="none" loading={list.loadingMore} onClick={() => void list.loadMore()}>
          加载更多成员
        </Button>
      ) : null}
    </View>
  )
})
