import { useCallback, useEffect, useState } from 'react'
import { Alert, Button, Descriptions, Drawer, Popconfirm, Result, Space, Spin, Table, Tag, Typography } from 'antd'
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components'
import { DIRECTORY_DISABLE_RULE, type AccountDetail } from '@contract/admin-people'
import { grantLabel } from '@contract/admin-roles'
import { GROUP_ROLE_NAMES, type GroupMemberRole } from '@contract/admin-orgs'
import { peopleApi } from '../../api/people'
import { useAction } from './use-action'

const time = (at: string | null) => (at ? new Date(at).toLocaleString('zh-CN') : '—')

/** One account: identity, organisation, groups, roles, sign-ins; 停用 / 启用, 解除锁定, 发送重置验证码 with confirmations. */
export function AccountDrawer({ accountId, onClose, onChanged }: { accountId?: string; onClose: () => void; onChanged: () => void }) {
  const [detail, setDetail] = useState<AccountDetail>()
  const [error, setError] = useState<string>()
  const act = useAction()
  const load = useCallback(() => {
    if (!accountId) return
    setError(undefined)
    peopleApi
      .accountDetail({ accountId })
      .then(setDetail)
      .catch((reason: Error) => setError(reason.message))
  }, [accountId])
  useEffect(() => {
    setDetail(undefined)
    load()
  }, [load])
  const after = (ok: boolean) => {
    if (!ok) return false
    load()
    onChanged()
    return true
  }
  const consoleDisabled = detail?.disabledBy.some((entry) => entry.by === 'console') ?? false

  return (
    <Drawer
      open={accountId !== undefined}
      width={720}
      title={detail ? `${detail.userName}（${detail.username}）` : '账号详情'}
      onClose={onClose}
    >
      {error && <Result status="warning" title="无法打开该账号" subTitle={error} />}
      {!error && !detail && <Spin style={{ display: 'block', margin: '80px auto' }} />}
      {detail && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {detail.disabledBy.map((entry) => (
            <Alert
              key={entry.by}
              type="error"
              showIcon
              message={entry.by === 'console' ? `已被 ${entry.operatorName ?? '管理员'} 停用` : '已在学校目录中停用'}
              description={`原因：${entry.reason || '—'}（${time(entry.at)}）`}
            />
          ))}
          {detail.directoryManaged && <Alert type="info" showIcon message="目录管理的账号" description={DIRECTORY_DISABLE_RULE} />}
          {detail.lockedUntil && <Alert type="warning" showIcon message={`密码错误次数过多，登录锁定至 ${time(detail.lockedUntil)}`} />}
          <Space wrap>
            {consoleDisabled ? (
              <Popconfirm
                title="启用该账号？"
                description="启用后该账号可以重新登录。"
                okText="启用"
                cancelText="取消"
                onConfirm={async () => after(await act(() => peopleApi.accountEnable({ accountId: detail.accountId }), '已启用'))}
              >
                <Button type="primary">启用</Button>
              </Popconfirm>
            ) : (
              <ModalForm<{ reason: string }>
                title={`停用 ${detail.userName}（${detail.username}）`}
                trigger={<Button danger>停用</Button>}
                modalProps={{ destroyOnClose: true, okText: '确认停用', okButtonProps: { danger: true } }}
                onFinish={async ({ reason }) =>
                  after(await act(() => peopleApi.accountDisable({ accountId: detail.accountId, reason }), '已停用'))
                }
              >
                <Typography.Paragraph type="secondary">
                  停用后该账号立即退出所有设备上的登录，且无法再登录。{detail.directoryManaged ? DIRECTORY_DISABLE_RULE : ''}
                </Typography.Paragraph>
                <ProFormTextArea
                  name="reason"
                  label="停用原因"
                  fieldProps={{ maxLength: 200, showCount: true }}
                  rules={[{ required: true, whitespace: true, message: '请填写停用原因' }]}
                />
              </ModalForm>
            )}
            <Popconfirm
              title="解除密码错误锁定？"
              description="清除该账号的密码错误次数，可立即重新尝试登录。"
              okText="解除锁定"
              cancelText="取消"
              disabled={detail.failedSignIns === 0}
              onConfirm={async () => after(await act(() => peopleApi.accountUnlock({ accountId: detail.accountId }), '已解除锁定'))}
            >
              <Button disabled={detail.failedSignIns === 0}>解除锁定</Button>
            </Popconfirm>
            <Popconfirm
              title="发送重置验证码？"
              description={
                detail.mobile ? `向 ${detail.mobile} 发送找回密码验证码，本人凭它在门户“找回密码”中设置新密码。` : '该账号未绑定手机号。'
              }
              okText="发送"
              cancelText="取消"
              disabled={!detail.mobile}
              onConfirm={async () =>
                after(await act(() => peopleApi.accountResetCode({ accountId: detail.accountId }), '重置验证码已发送'))
              }
            >
              <Button disabled={!detail.mobile}>发送重置验证码</Button>
            </Popconfirm>
          </Space>

          <Descriptions title="身份" size="small" column={2} bordered>
            <Descriptions.Item label="学号/工号">{detail.username}</Descriptions.Item>
            <Descriptions.Item label="姓名">{detail.userName}</Descriptions.Item>
            <Descriptions.Item label="身份">{detail.identityTypeName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              {detail.disabled ? <Tag color="red">已停用</Tag> : <Tag color="green">正常</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="手机号">{detail.mobile ?? '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">{detail.email ?? '未绑定'}</Descriptions.Item>
            <Descriptions.Item label="组织" span={2}>
              {detail.orgPath.map((unit) => unit.name).join(' / ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="来源">
              {detail.directorySource ? `学校目录（${detail.directorySource}）` : '门户本地'}
            </Descriptions.Item>
            <Descriptions.Item label="近期密码错误">{detail.failedSignIns} 次</Descriptions.Item>
          </Descriptions>

          <div>
            <Typography.Title level={5}>用户组</Typography.Title>
            <Table
              size="small"
              rowKey={(row) => `${row.source}:${row.code}`}
              pagination={false}
              dataSource={detail.groups}
              locale={{ emptyText: '未加入任何用户组' }}
              columns={[
                { title: '名称', dataIndex: 'name' },
                { title: '来源', dataIndex: 'source', width: 140 },
                {
                  title: '成员角色',
                  dataIndex: 'role',
                  width: 180,
                  render: (role: string | null) => (role ? `${GROUP_ROLE_NAMES[role as GroupMemberRole] ?? role}（${role}）` : '—'),
                },
              ]}
            />
          </div>

          <div>
            <Typography.Title level={5}>后台角色</Typography.Title>
            {detail.grants.length === 0 ? (
              <Typography.Text type="secondary">无后台角色（在“角色”页授予）</Typography.Text>
            ) : (
              <Space wrap>
                {detail.grants.map((grant) => (
                  <Tag key={grant.id} color="blue">
                    {grant.orgCode ? `${grantLabel(grant)}：${grant.orgCode}` : grant.roleName}
                  </Tag>
                ))}
              </Space>
            )}
          </div>

          <div>
            <Typography.Title level={5}>登录记录（最近 20 次）</Typography.Title>
            <Table
              size="small"
              rowKey={(row) => `${row.at}:${row.method}:${row.address}`}
              pagination={false}
              dataSource={detail.signIns}
              locale={{ emptyText: '暂无登录记录' }}
              columns={[
                { title: '时间', dataIndex: 'at', width: 180, render: (at: string) => time(at) },
                { title: '方式', dataIndex: 'method', width: 120 },
                { title: '地址', dataIndex: 'address', width: 130 },
                { title: '设备', dataIndex: 'device', ellipsis: true },
              ]}
            />
          </div>
        </Space>
      )}
    </Drawer>
  )
}
