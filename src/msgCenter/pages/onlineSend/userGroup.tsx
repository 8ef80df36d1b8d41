import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { UserGroup } from '@contract/online-send'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { BUTTON_ROLE } from '@/components/a11y'
import { useSubmit } from '@/components/use-submit'
import { useFeatureStore } from '@/stores/context'
import { createGroup, deleteGroup, listGroups, renameGroup } from '@/features/online-send/api'
import { groupEntry } from '@/features/online-send/chosen-list'
import { DoneFooter } from '@/features/online-send/components/done-footer'
import { GroupMembers } from '@/features/online-send/components/group-members'
import { PickRow } from '@/features/online-send/components/pick-row'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import { SubmitButton } from '@/components/submit-button'
import '@/features/online-send/components/online-send.scss'

/** 添加用户组: my groups and shared groups; select a group or members in it; create, rename and delete my own. */
function UserGroupPage() {
  const chooseList = useFeatureStore(chooseListFeature)
  const [open, setOpen] = useState<string | null>(null)
  const [editing, setEditing] = useState<{ code: string | null; name: string } | null>(null)
  const [reloadKey, setReloadKey] = useState(0)
  const reload = () => setReloadKey((key) => key + 1)
  const chosenPeople = chooseList.items.filter((entry) => entry.type === 'person').map((entry) => entry.accountName!)

  const save = useSubmit(
    async () => {
      const name = editing!.name.trim()
      return editing!.code ? await renameGroup(editing!.code, name) : await createGroup(name, chosenPeople)
    },
    {
      validate: () => (editing?.name.trim() ? null : '请输入用户组名称'),
      failure: '保存失败',
      success: '已保存',
      onSuccess: () => (setEditing(null), reload()),
    },
  )
  const remove = useSubmit((group: UserGroup) => deleteGroup(group.group_code), {
    confirm: (group) => `删除用户组「${group.name}」？`,
    failure: '删除失败',
    success: '已删除',
    onSuccess: (_result, group) => (chooseList.remove(groupEntry(group.group_code, group.name)), reload()),
  })

  const editor = editing ? (
    <View className="portal-card os-group__editor">
      <Text className="os-count">{editing.code ? '重命名用户组' : `新建用户组（成员：已选的 ${chosenPeople.length} 位人员）`}</Text>
      <Input
        value={editing.name}
        maxLength={30}
        placeholder="用户组名称"
        onChange={(name) => setEditing({ ...editing, name })}
        aria-label="用户组名称"
        data-testid="group-name"
      />
      <View className="os-actions os-actions--editor">
        <Button size="small" onClick={() => setEditing(null)}>
          取消
        </Button>
        <SubmitButton submit={save} size="small" type="primary" data-testid="group-save">
          保存
        </SubmitButton>
      </View>
    </View>
  ) : (
    <Button
      className="os-group__create"
      size="small"
      type="primary"
      fill="outline"
      onClick={() => setEditing({ code: null, name: '' })}
      data-testid="group-create"
    >
      新建用户组
    </Button>
  )

  const renderGroup = (group: UserGroup) => {
    const entry = groupEntry(group.group_code, group.name)
    return (
      <View key={group.group_code}>
        <PickRow
          name={`${group.name}（${group.memberCount} 人）`}
          sub={group.mine ? (group.shared ? '我创建的 · 已共享' : '我创建的') : `${group.ownerName} 创建${group.shared ? ' · 共享' : ''}`}
          checked={chooseList.has(entry)}
          allowed={group.mayReceive}
          onToggle={() => chooseList.toggle(entry)}
          testId={`group-${group.group_code}`}
          extra={
            <View className="os-row__extra">
              <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => setOpen(open === group.group_code ? null : group.group_code)}>
                {open === group.group_code ? '收起' : '成员'}
              </Text>
              {group.mine ? (
                <>
                  <Text className="os-row__link" {...BUTTON_ROLE} onClick={() => setEditing({ code: group.group_code, name: group.name })}>
                    重命名
                  </Text>
                  <Text className="os-row__link os-row__link--danger" {...BUTTON_ROLE} onClick={() => void remove.run(group)}>
                    删除
                  </Text>
                </>
              ) : null}
            </View>
          }
        />
        {open === group.group_code ? (
          <GroupMembers
            groupCode={group.group_code}
            store={chooseList}
            editing={group.mayEdit ? { isOwner: group.mine, onChanged: reload } : undefined}
          />
        ) : null}
      </View>
    )
  }

  return (
    <DetailPage
      load={listGroups}
      deps={[reloadKey]}
      footer={() => <DoneFooter store={chooseList} />}
      render={(groups) => (
        <View>
          {editor}
          <Text className="os-section-title os-section-title--line">我的用户组</Text>
          {groups.mine.length ? groups.mine.map(renderGroup) : <EmptyState description="还没有用户组：先添加人员，再新建用户组" />}
          <Text className="os-section-title os-section-title--line">共享用户组</Text>
          {groups.shared.length ? groups.shared.map(renderGroup) : <EmptyState description="暂无共享用户组" />}
        </View>
      )}
    />
  )
}

export default observer(UserGroupPage)
