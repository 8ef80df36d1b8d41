import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { GroupMember } from '@contract/online-send'
import { useState } from 'react'
import { useListLoader } from '@/components/use-list-loader'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE } from '@/components/a11y'
import { ErrorState } from '@/components/empty-state'
import type { ChooseListStore } from '@/features/online-send/choose-list-store'
import { groupMembers, removeGroupMembers } from '@/features/online-send/api'
import { personEntry } from '@/features/online-send/chosen-list'
import { ROLE_NAMES, sectionMembers } from '@/features/online-send/member-grouping'
import { PickRow } from './pick-row'
import { GroupMemberAdder } from './group-member-adder'
import './online-send.scss'

export interface MemberEditing {
  /** The owner may remove managers too; a manager only plain members (the server checks the same). */
  isOwner: boolean
  /** After members changed (the group's count). */
  onChanged: () => void
}

/**
 * A group's members, sectioned (负责人 / 管理员, then A–Z); each member can be picked on their own. With
 * `editing` (the owner or a manager), 添加成员 through people search and 移除 on each removable member.
 */
export const GroupMembers = observer(function GroupMembers({
  groupCode,
  store,
  editing,
}: {
  groupCode: string
  store: ChooseListStore
  editing?: MemberEditing
}) {
  const [version, setVersion] = useState(0)
  const [adding, setAdding] = useState(false)
  const list = useListLoader<GroupMember>((pageNum, pageSize) => groupMembers(groupCode, pageNum, pageSize), {
    pageSize: 50,
    deps: [groupCode, version],
    keyOf: (m) => m.accountName,
  })
  const changed = () => {
    setVersion((v) => v + 1)
    editing?.onChanged()
  }
  const remove = useSubmit((member: GroupMember) => removeGroupMembers(groupCode, [member.accountName]), {
    confirm: (member) => `将 ${member.userName} 移出用户组？`,
    failure: '移除失败',
    success: (_group, member) => `已移除 ${member.userName}`,
    onSuccess: changed,
  })
  const removable = (member: GroupMember) =>
    editing !== undefined && member.type !== 'OWNER' && (member.type === 'MEMBER' || editing.isOwner)
  if (list.status === 'loading') return <Text className="os-section-title">加载中…</Text>
  if (list.status === 'error') return <ErrorState onRetry={list.reload} />
  return (
    <View data-testid={`members-${groupCode}`}>
      {editing ? (
        <View className="os-members__tools">
          <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => setAdding(!adding)} data-testid="member-adder-toggle">
            {adding ? '收起添加' : '添加成员'}
          </Text>
        </View>
      ) : null}
      {editing && adding ? <GroupMemberAdder groupCode={groupCode} onAdded={changed} /> : null}
      {sectionMembers(list.items).map((section) => (
        <View key={section.title}>
          <Text className="os-letter os-letter--block">{section.title}</Text>
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
                testId={`member-${member.accountName}`}
                extra={
                  removable(member) ? (
                    <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => void remove.run(member)} data-testid="member-remove">
                      移除
                    </Text>
                  ) : undefined
                }
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
