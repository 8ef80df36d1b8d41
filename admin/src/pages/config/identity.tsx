import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { Alert, App, Button, Card, Descriptions, Form, Space, Tag, Typography } from 'antd'
import {
  PageContainer,
  ProForm,
  ProFormCheckbox,
  ProFormDigit,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components'
import type { IdentitySettings, SignOnForm, SignOnTestResult } from '@contract/admin-console'
import { consoleApi } from '../../api/console'
import { useWrite } from '../../components/use-write'

const METHOD_OPTIONS = [
  { value: 'password', label: '门户密码' },
  { value: 'ldap', label: 'LDAP 密码' },
  { value: 'oidc', label: '统一身份认证（OpenID Connect）' },
  { value: 'cas', label: '统一身份认证（学校 CAS）' },
]

/** What the form holds: the settings plus the secrets being typed (never loaded) and the 清除 choices. */
type Values = SignOnForm & {
  oidcClientSecret?: string
  clearOidcClientSecret?: boolean
  ldapBindPassword?: string
  clearLdapBindPassword?: boolean
}
type Upstream = 'oidc' | 'cas' | 'ldap'

const copyable = (text: string) => <Typography.Text copyable>{text}</Typography.Text>

/**
 * 统一身份认证: the sign-on method per identity, the break-glass accounts and the school's upstreams. Each value is the
 * environment's unless saved here (the tag says which); secrets are only typed, never shown; 测试连接 saves nothing.
 */
export default function IdentitySettingsPage() {
  const { message } = App.useApp()
  const [form] = Form.useForm<Values>()
  const [settings, setSettings] = useState<IdentitySettings>()
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState<Upstream>()
  const [results, setResults] = useState<Partial<Record<Upstream, SignOnTestResult>>>({})

  const show = useCallback(
    (loaded: IdentitySettings) => {
      setSettings(loaded)
      form.resetFields()
      form.setFieldsValue(loaded.form)
    },
    [form],
  )
  const load = useCallback(() => {
    consoleApi
      .identitySettings()
      .then(show)
      .catch((error: Error) => message.error(error.message))
  }, [show, message])
  useEffect(load, [load])
  const run = useWrite('统一身份认证设置', load)

  const label = (text: string, path: string): ReactNode => (
    <Space size={4}>
      {text}
      {settings?.sources[path] === 'console' ? <Tag color="blue">控制台</Tag> : <Tag>环境变量</Tag>}
    </Space>
  )
  const secretPlaceholder = (set: boolean | undefined) => (set ? '已设置（留空保持不变）' : '未设置')

  const save = async () => {
    if (!settings) return
    const values = await form.validateFields().catch(() => undefined)
    if (!values) return
    setSaving(true)
    await run(
      async () => show(await consoleApi.identitySave({ ...settings.form, ...form.getFieldsValue(true), version: settings.version })),
      '已保存，各实例数秒内生效',
    )
    setSaving(false)
  }

  const test = async (kind: Upstream) => {
    if (!settings) return
    const { clearOidcClientSecret: _oidc, clearLdapBindPassword: _ldap, ...values } = form.getFieldsValue(true) as Values
    const body = { ...settings.form, ...values }
    setTesting(kind)
    try {
      const call = { oidc: consoleApi.identityTestOidc, cas: consoleApi.identityTestCas, ldap: consoleApi.identityTestLdap }[kind]
      const result = await call(body)
      setResults((current) => ({ ...current, [kind]: result }))
    } catch (error) {
      setResults((current) => ({ ...current, [kind]: { ok: false, message: (error as Error).message } }))
    } finally {
      setTesting(undefined)
    }
  }
  const testRow = (kind: Upstream) => (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Button onClick={() => void test(kind)} loading={testing === kind} data-testid={`test-${kind}`}>
        测试连接
      </Button>
      {results[kind] ? <Alert showIcon type={results[kind].ok ? 'success' : 'error'} message={results[kind].message} /> : null}
    </Space>
  )

  return (
    <PageContainer
      extra={[
        <Button key="reload" onClick={load}>
          重新加载
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={() => void save()} disabled={!settings}>
          保存
        </Button>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message="每项设置默认取服务器环境变量（SIGN_ON_METHODS、OIDC_*、UPSTREAM_CAS_*、LDAP_* 等）；在此保存的项优先，保存后各实例数秒内生效，无需重启。与环境变量相同的值不单独保存。密钥只显示是否已设置。"
        />
        <ProForm<Values>
          form={form}
          layout="horizontal"
          labelWrap
          labelCol={{ flex: '0 0 300px' }}
          wrapperCol={{ flex: '1 1 0' }}
          style={{ maxWidth: 960 }}
          submitter={false}
        >
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card title="登录方式" loading={!settings}>
              {settings?.methods.map((row) => (
                <ProFormSelect
                  key={row.identity}
                  name={['methods', row.identity]}
                  label={label(row.identityName, `methods.${row.identity}`)}
                  options={METHOD_OPTIONS}
                  allowClear={false}
                  rules={[{ required: true, message: '请选择登录方式' }]}
                />
              ))}
              <ProFormDigit
                name="upstreamTimeoutMs"
                label={label('统一身份认证超时（毫秒）', 'upstreamTimeoutMs')}
                min={500}
                max={60000}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true, message: '请填写超时' }]}
              />
            </Card>
            <Card title="应急账号" loading={!settings}>
              <ProFormSelect
                name="breakGlassAccounts"
                label={label('始终可用门户密码的账号', 'breakGlassAccounts')}
                mode="tags"
                placeholder="输入门户账号后回车，例如 admin"
                extra="学校统一身份认证故障时，这些本地账号仍可在 /cas/login?local=1 用门户密码登录；须是有门户密码的已有账号。至少要有一个全局管理员能用门户密码登录，否则不能保存。"
              />
            </Card>
            <Card title="OpenID Connect" loading={!settings}>
              <ProFormText name={['oidc', 'issuer']} label={label('Issuer', 'oidc.issuer')} placeholder="https://id.example.edu.cn/oidc" />
              <ProFormText name={['oidc', 'clientId']} label={label('Client ID', 'oidc.clientId')} />
              <ProFormText.Password
                name="oidcClientSecret"
                label={label('Client Secret', 'oidcClientSecret')}
                placeholder={secretPlaceholder(settings?.secrets.oidcClientSecret)}
                fieldProps={{ autoComplete: 'new-password' }}
              />
              {settings?.secrets.oidcClientSecret ? (
                <ProFormCheckbox name="clearOidcClientSecret" label=" " colon={false}>
                  清除已保存的 Client Secret
                </ProFormCheckbox>
              ) : null}
              <ProFormText name={['oidc', 'usernameClaim']} label={label('用户名声明', 'oidc.usernameClaim')} />
              <ProFormSwitch name={['oidc', 'jit']} label={label('首次登录自动建号', 'oidc.jit')} />
              <ProFormText
                name={['oidc', 'identityClaim']}
                label={label('身份声明', 'oidc.identityClaim')}
                placeholder="未设置时新账号为学生"
              />
              {testRow('oidc')}
              {settings ? (
                <Descriptions column={1} bordered size="small" title="在提供方登记的地址">
                  <Descriptions.Item label="回调地址（redirect URI）">{copyable(settings.callbacks.oidcRedirectUri)}</Descriptions.Item>
                  <Descriptions.Item label="退出后回调地址">{copyable(settings.callbacks.oidcPostLogoutRedirectUri)}</Descriptions.Item>
                </Descriptions>
              ) : null}
            </Card>
            <Card title="学校 CAS" loading={!settings}>
              <ProFormText name={['cas', 'url']} label={label('CAS 地址', 'cas.url')} placeholder="https://cas.example.edu.cn/cas" />
              <ProFormText
                name={['cas', 'usernameAttribute']}
                label={label('用户名属性', 'cas.usernameAttribute')}
                placeholder="留空：CAS 用户名即门户账号"
              />
              {testRow('cas')}
              {settings ? (
                <Descriptions column={1} bordered size="small" title="在学校 CAS 登记的地址">
                  <Descriptions.Item label="服务地址（service，兼单点退出）">
                    {copyable(settings.callbacks.casServiceUrl)}
                  </Descriptions.Item>
                </Descriptions>
              ) : null}
            </Card>
            <Card title="LDAP" loading={!settings}>
              <ProFormText name={['ldap', 'url']} label={label('LDAP 地址', 'ldap.url')} placeholder="ldaps://ldap.example.edu.cn:636" />
              <ProFormSwitch name={['ldap', 'startTls']} label={label('StartTLS', 'ldap.startTls')} />
              <ProFormSwitch name={['ldap', 'tlsInsecure']} label={label('不校验证书（仅测试目录）', 'ldap.tlsInsecure')} />
              <ProFormText
                name={['ldap', 'bindDnTemplate']}
                label={label('绑定 DN 模板', 'ldap.bindDnTemplate')}
                placeholder="uid={username},ou=people,dc=example,dc=edu,dc=cn（留空：先搜索再绑定）"
              />
              <ProFormText name={['ldap', 'bindDn']} label={label('服务账号 DN', 'ldap.bindDn')} />
              <ProFormText.Password
                name="ldapBindPassword"
                label={label('服务账号密码', 'ldapBindPassword')}
                placeholder={secretPlaceholder(settings?.secrets.ldapBindPassword)}
                fieldProps={{ autoComplete: 'new-password' }}
              />
              {settings?.secrets.ldapBindPassword ? (
                <ProFormCheckbox name="clearLdapBindPassword" label=" " colon={false}>
                  清除已保存的服务账号密码
                </ProFormCheckbox>
              ) : null}
              <ProFormText name={['ldap', 'userBase']} label={label('用户搜索基准', 'ldap.userBase')} />
              <ProFormText name={['ldap', 'userFilter']} label={label('用户过滤器', 'ldap.userFilter')} />
              <ProFormText name={['ldap', 'disabledFilter']} label={label('停用过滤器', 'ldap.disabledFilter')} />
              {(
                [
                  ['username', '属性：用户名（学工号）'],
                  ['name', '属性：姓名'],
                  ['identity', '属性：身份'],
                  ['mobile', '属性：手机号'],
                  ['email', '属性：邮箱'],
                  ['org', '属性：组织代码'],
                ] as const
              ).map(([key, text]) => (
                <ProFormText key={key} name={['ldap', 'attributes', key]} label={label(text, `ldap.attributes.${key}`)} />
              ))}
              <ProFormText name={['ldap', 'orgBase']} label={label('组织搜索基准', 'ldap.orgBase')} placeholder="留空：同用户搜索基准" />
              <ProFormText name={['ldap', 'orgParent']} label={label('上级组织代码', 'ldap.orgParent')} />
              <ProFormText name={['ldap', 'groupBase']} label={label('群组搜索基准', 'ldap.groupBase')} />
              <ProFormText
                name={['ldap', 'syncCron']}
                label={label('同步计划（cron，UTC）', 'ldap.syncCron')}
                placeholder="例如 0 18 * * *；留空只手动同步"
              />
              <ProFormDigit
                name={['ldap', 'timeoutMs']}
                label={label('LDAP 超时（毫秒）', 'ldap.timeoutMs')}
                min={500}
                max={60000}
                fieldProps={{ precision: 0 }}
                rules={[{ required: true, message: '请填写超时' }]}
              />
              {testRow('ldap')}
            </Card>
          </Space>
        </ProForm>
      </Space>
    </PageContainer>
  )
}
