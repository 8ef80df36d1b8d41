import { useEffect, useState } from 'react'
import { Alert, App, Card, Descriptions, Space, Table, Tag, Typography } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import type { IdentitySettings } from '@contract/admin-console'
import { consoleApi } from '../../api/console'

const METHOD_LABEL: Record<string, string> = {
  password: '门户密码',
  ldap: 'LDAP 密码',
  oidc: '统一身份认证（OpenID Connect）',
  cas: '统一身份认证（学校 CAS）',
}

const secret = (set: boolean) => (set ? <Tag color="green">已设置</Tag> : <Tag>未设置</Tag>)
const copyable = (text: string) => <Typography.Text copyable>{text}</Typography.Text>

/** 统一身份认证 (read-only): the sign-on method per identity and the connected upstreams, from the server's environment. */
export default function IdentitySettingsPage() {
  const { message } = App.useApp()
  const [settings, setSettings] = useState<IdentitySettings>()
  useEffect(() => {
    consoleApi
      .identitySettings()
      .then(setSettings)
      .catch((error: Error) => message.error(error.message))
  }, [message])
  return (
    <PageContainer>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message="以下设置来自服务器环境变量（SIGN_ON_METHODS、OIDC_*、UPSTREAM_CAS_* 等），修改后重启服务生效；密钥不会显示。"
        />
        <Card title="各身份的登录方式" loading={!settings}>
          <Table
            rowKey="identity"
            pagination={false}
            dataSource={settings?.methods}
            columns={[
              { title: '身份', dataIndex: 'identityName' },
              { title: '登录方式', dataIndex: 'method', render: (method: string) => METHOD_LABEL[method] ?? method },
            ]}
          />
          <Descriptions style={{ marginTop: 16 }} column={1} bordered size="small">
            <Descriptions.Item label="应急账号（始终可用门户密码）">
              {settings?.breakGlassAccounts.length ? settings.breakGlassAccounts.map((name) => <Tag key={name}>{name}</Tag>) : '未设置'}
            </Descriptions.Item>
            <Descriptions.Item label="超时">{settings ? `${settings.timeoutMs / 1000} 秒` : ''}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="OpenID Connect" loading={!settings}>
          {settings?.oidc ? (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="Issuer">{settings.oidc.issuer}</Descriptions.Item>
              <Descriptions.Item label="Client ID">{settings.oidc.clientId}</Descriptions.Item>
              <Descriptions.Item label="Client Secret">{secret(settings.oidc.clientSecretSet)}</Descriptions.Item>
              <Descriptions.Item label="用户名声明">{settings.oidc.usernameClaim}</Descriptions.Item>
              <Descriptions.Item label="首次登录自动建号">{settings.oidc.jit ? '开启' : '关闭'}</Descriptions.Item>
              {settings.oidc.jit ? (
                <Descriptions.Item label="身份声明">{settings.oidc.identityClaim ?? '未设置（学生）'}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label="回调地址（redirect URI）">{copyable(settings.oidc.redirectUri)}</Descriptions.Item>
              <Descriptions.Item label="退出后回调地址">{copyable(settings.oidc.postLogoutRedirectUri)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">未接入</Typography.Text>
          )}
        </Card>
        <Card title="学校 CAS" loading={!settings}>
          {settings?.cas ? (
            <Descriptions column={1} bordered size="small">
              <Descriptions.Item label="CAS 地址">{settings.cas.url}</Descriptions.Item>
              <Descriptions.Item label="用户名属性">{settings.cas.usernameAttribute || '（CAS 用户名）'}</Descriptions.Item>
              <Descriptions.Item label="服务地址（service，兼单点退出）">{copyable(settings.cas.serviceUrl)}</Descriptions.Item>
            </Descriptions>
          ) : (
            <Typography.Text type="secondary">未接入</Typography.Text>
          )}
        </Card>
      </Space>
    </PageContainer>
  )
}
