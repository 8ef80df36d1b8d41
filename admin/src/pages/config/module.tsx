import { Form, Select } from 'antd'
import { ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import type { ModuleFields } from '@contract/admin-config'
import { hostProblem, moduleSettingsProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ruleOf } from '../../components/rule'
import { SettingsPage } from './settings-page'

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
  return (
    <SettingsPage<ModuleFields>
      kind="module"
      title="模块设置"
      labels={FIELD_LABELS}
      read={configApi.moduleSettings}
      write={configApi.moduleSave}
      problem={moduleSettingsProblem}
    >
      {() => (
        <>
          <ProFormText
            name="NavigationBarTitle"
            label="导航栏标题"
            rules={[
              { required: true, whitespace: true, message: '请填写导航栏标题' },
              { max: 30, message: '导航栏标题不能超过 30 个字' },
            ]}
          />
          <ProFormDigit
            name="servicesNumPerRow"
            label="每行服务数"
            min={3}
            max={6}
            fieldProps={{ precision: 0 }}
            rules={[{ required: true, type: 'integer', min: 3, max: 6, message: '每行服务数须为 3–6' }]}
          />
          <ProFormText
            name="telephone"
            label="联系电话"
            width="md"
            rules={[{ pattern: /^[\d+\-() ]{3,30}$/, message: '联系电话只能含数字、空格和 + - ( )' }]}
          />
          {Object.entries(SWITCHES).map(([key, label]) => (
            <ProFormSwitch key={key} name={key} label={label} />
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
        </>
      )}
    </SettingsPage>
  )
}
