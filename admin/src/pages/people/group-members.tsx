import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Drawer, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd'
import { GROUP_ROLE_NAMES, type GroupMemberRole, type GroupMemberRow, type GroupRow } from '@contract/admin-orgs'
import { groupApi } from '../../api/orgs'
import { PersonPicker } from './person-picker'
import { useAction } from './use-action'

const roleOptions = (Object.keys(GROUP_ROLE_NAMES) as GroupMemberRole[]).map((role) => ({
  value: role,
  label: role === 'MEMBER' ? GROUP_ROLE_NAMES[role] : `${GROUP_ROLE_NAMES[role]}（${role}）`,
}))

/** A group's members: add a person with a role, change a role, remove; a directory's group is shown read-only. */
export function GroupMembers({ groupId, onClose, onChanged }: { groupId?: number; onClose: () => void; onChanged: () => void }) {
  const act = useAction()
  const [group, setGroup] = useState<GroupRow>()
  const [members, setMembers] = useState<GroupMemberRow[]>()
  const [failed, setFailed] = useState<string>()
  const [person, setPerson] = useState<string>()
  const [role, setRole] = useState<GroupMemberRole>('MEMBER')
  const load = useCallback(() => {
    if (groupId === undefined) return
    setFailed(undefined)
    groupApi
      .groupMembers({ id: String(groupId) })
      .then((answer) => {
        setGroup(answer.group)
        setMembers(answer.members)
      })
      .catch((error: Error) => setFailed(error.message))
  }, [groupId])
  useEffect(() => {
    setGroup(undefined)
    setMembers(undefined)
    setPerson(undefined)
    setRole('MEMBER')
    load()
  }, [load])
  const changed = (ok: boolean) => {
    if (!ok) return
    load()
    onChanged()
  }
  const readOnly = Boolean(group?.directorySource)
  return (
    <Drawer
      open={groupId !== undefined}
      onClose={onClose}
      width={720}
      title={group ? `用户组成员：${group.name}` : '用户组成员'}
      destroyOnClose
    >
      {failed && <Alert type="error" showIcon message={`加载失败：${failed}`} action={<Button onClick={load}>重试</Button>} />}
      {group && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {readOnly ? (
            <Alert type="info" showIcon message="该用户组由学校目录同步管理，成员以目录为准，此处只读。" />
          ) : (
            <Space.Compact style={{ width: '100%' }}>
              <div style={{ flex: 1 }}>
                <PersonPicker value={person} onChange={setPerson} />
              </div>
              <Select<GroupMemberRole> value={role} onChange={setRole} options={roleOptions} style={{ width: 180 }} aria-label="成员角色" />
              <Button
                type="primary"
                disabled={!person}
                onClick={async () => {
                  const ok = await act(() => groupApi.groupMemberSave({ id: group.id, accountId: person!, role }), '已添加')
                  if (ok) setPerson(undefined)
                  changed(ok)
                }}
              >
                添加成员
              </Button>
            </Space.Compact>
          )}
          <Typography.Text type="secondary">共 {members?.length ?? 0} 人；至少保留一位负责人（OWNER）。</Typography.Text>
          <Table<GroupMemberRow>
            size="small"
            rowKey="accountId"
            loading={!members && !failed}
            dataSource={members}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            locale={{ emptyText: '暂无成员' }}
            columns={[
              { title: '姓名', dataIndex: 'userName', width: 110 },
              { title: '学号/工号', dataIndex: 'username', width: 120 },
              { title: '组织', dataIndex: 'orgName', render: (name: string | null) => name ?? '—' },
              {
                title: '角色',
                dataIndex: 'role',
                width: 210,
                render: (value: GroupMemberRole, row) =>
                  readOnly ? (
                    <Tag>{GROUP_ROLE_NAMES[value]}</Tag>
                  ) : (
                    <Select<GroupMemberRole>
                      size="small"
                      value={value}
                      options={roleOptions}
                      style={{ width: 190 }}
                      onChange={async (next) =>
                        changed(
                          await act(() => groupApi.groupMemberSave({ id: group.id, accountId: row.accountId, role: next }), '已修改角色'),
                        )
                      }
                    />
                  ),
              },
              {
                title: '操作',
                width: 80,
                render: (_, row) =>
                  !readOnly && (
                    <Popconfirm
                      title={`将 ${row.userName} 移出用户组？`}
                      okText="移除"
                      okButtonProps={{ danger: true }}
                      cancelText="取消"
                      onConfirm={async () =>
                        changed(await act(() => groupApi.groupMemberRemove({ id: group.id, accountId: row.accountId }), '已移除'))
                      }
                    >
                      <Button type="link" size="small" danger>
                        移除
                      </Button>
                    </Popconfirm>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  )
}
