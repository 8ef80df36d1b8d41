import { useState } from 'react'
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from 'antd'
import type { ModuleFields } from '@contract/admin-config'
import { hostProblem, moduleSettingsProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { ruleOf } from '../../components/rule'
import { useSettings } from './use-settings'

const SWITCHES = {
  isShowScan: '显示扫一扫',
  isShowRobot: '显示智能客服',
  isShowMessage: '显示消息',
  isShowFeedback: '显示意见反馈',
  isShowFavorite: '显示收藏',
  isShowSafeSet: '显示安全设置',
  isShowProtocol: '显示用户协议',
  isOpenGlobalSearch: '开启全局搜索',
} as const

const FIELD_LABELS: Record<string, string> = {
  servicesNumPerRow: '每行服务数',
  telephone: '联系电话',
  casArry: '允许的登录主机',
  NavigationBarTitle: '导航栏标题',
  ...SWITCHES,
}

/** 模块设置: services per row, telephone, which modules show, global search, allowed sign-on hosts, title. */
export default function ModuleSettingsPage() {
  const { form, loaded, saving, save, load } = useSettings<ModuleFields>(
    configApi.moduleSettings,
    configApi.moduleSave,
    moduleSettingsProblem,
  )
  const [history, setHistory] = useState(false)
  return (
    <Card
      title="模块设置"
      loading={!loaded}
      extra={
        <Space>
          <Button onClick={() => setHistory(true)}>历史版本</Button>
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 14 }}>
        <Form.Item
          name="NavigationBarTitle"
          label="导航栏标题"
          rules={[
            { required: true, whitespace: true, message: '请填写导航栏标题' },
            { max: 30, message: '导航栏标题不能超过 30 个字' },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="servicesNumPerRow"
          label="每行服务数"
          rules={[{ required: true, type: 'integer', min: 3, max: 6, message: '每行服务数须为 3–6' }]}
        >
          <InputNumber min={3} max={6} precision={0} />
        </Form.Item>
        <Form.Item
          name="telephone"
          label="联系电话"
          rules={[{ pattern: /^[\d+\-() ]{3,30}$/, message: '联系电话只能含数字、空格和 + - ( )' }]}
        >
          <Input style={{ width: 240 }} />
        </Form.Item>
        {Object.entries(SWITCHES).map(([key, label]) => (
          <Form.Item key={key} name={key} label={label} valuePropName="checked">
            <Switch />
          </Form.Item>
        ))}
        <Form.Item
          name="casArry"
          label="允许的登录主机"
          extra="统一认证登录后可返回的主机（主机名或 IP，可带端口，如 portal.example.edu.cn:8443）；回车添加"
          rules={[
            ruleOf(
              (hosts: string[] | undefined) => (hosts ?? []).map((host) => hostProblem(host.trim().toLowerCase())).find(Boolean) ?? null,
            ),
          ]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} placeholder="输入主机后回车" />
        </Form.Item>
      </Form>
      {history && loaded && (
        <ConfigVersions
          kind="module"
          objectKey="module"
          title="模块设置"
          current={loaded.version}
          labels={FIELD_LABELS}
          onClose={() => setHistory(false)}
          onRestored={load}
        />
      )}
    </Card>
  )
}
