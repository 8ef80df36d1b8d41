import { Button, Form, Space } from 'antd'
import { ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import type { SystemFields } from '@contract/admin-config'
import { imageUrlProblem, linkProblem, SYSTEM_IMAGE_LABELS, systemSettingsProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ImagePicker } from '../../components/image-picker'
import { ruleOf } from '../../components/rule'
import { SettingsPage } from './settings-page'

const FIELD_LABELS: Record<string, string> = {
  schoolName: '学校名称',
  ...SYSTEM_IMAGE_LABELS,
  eCardSets: '电子卡',
  enableMourningMode: '哀悼模式',
  shake: '摇一摇',
}

const imagesOf = (loaded?: SystemFields) =>
  loaded
    ? [
        ...Object.keys(SYSTEM_IMAGE_LABELS).map((key) => loaded[key as keyof typeof SYSTEM_IMAGE_LABELS]),
        ...loaded.eCardSets.map((card) => card.cardImage),
      ]
    : []

/** 系统设置: school name, logos and icons, e-cards, mourning mode, shake. */
export default function SystemSettingsPage() {
  return (
    <SettingsPage<SystemFields>
      kind="system"
      title="系统设置"
      labels={FIELD_LABELS}
      read={configApi.systemSettings}
      write={configApi.systemSave}
      problem={systemSettingsProblem}
    >
      {(loaded) => {
        const images = imagesOf(loaded)
        return (
          <>
            <ProFormText
              name="schoolName"
              label="学校名称"
              rules={[
                { required: true, whitespace: true, message: '请填写学校名称' },
                { max: 40, message: '学校名称不能超过 40 个字' },
              ]}
            />
            {Object.entries(SYSTEM_IMAGE_LABELS).map(([key, label]) => (
              <Form.Item key={key} name={key} label={label} rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', label))]}>
                <ImagePicker choices={images} label={label} />
              </Form.Item>
            ))}
            {/* A card is five fields in a row: wider than the other fields, or its switch and address are squeezed. */}
            <Form.Item label="电子卡" wrapperCol={{ span: 20 }}>
              <Form.List name="eCardSets">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field, index) => (
                      <Space key={field.key} align="start" style={{ display: 'flex' }}>
                        <ProFormText
                          name={[field.name, 'cardType']}
                          placeholder="类型，如 campus"
                          fieldProps={{ style: { width: 130 } }}
                          rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{0,31}$/, message: '类型须为小写字母开头的代码' }]}
                        />
                        <ProFormText
                          name={[field.name, 'cardName']}
                          placeholder="名称"
                          fieldProps={{ style: { width: 120 } }}
                          rules={[{ required: true, whitespace: true, message: `请填写第 ${index + 1} 张电子卡的名称` }]}
                        />
                        <Form.Item
                          name={[field.name, 'cardImage']}
                          rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', `第 ${index + 1} 张电子卡的图片`))]}
                        >
                          <ImagePicker choices={images} label="电子卡图片" width={360} />
                        </Form.Item>
                        <ProFormSwitch name={[field.name, 'enabled']} fieldProps={{ checkedChildren: '启用', unCheckedChildren: '停用' }} />
                        <Button onClick={() => remove(field.name)}>删除</Button>
                      </Space>
                    ))}
                    <Button type="dashed" onClick={() => add({ cardType: '', cardName: '', cardImage: '', enabled: true })}>
                      添加电子卡
                    </Button>
                  </>
                )}
              </Form.List>
            </Form.Item>
            <ProFormSwitch name="enableMourningMode" label="哀悼模式" extra="开启后门户以灰色显示" />
            <ProFormSwitch name={['shake', 'openShake']} label="摇一摇" />
            <ProFormText
              name={['shake', 'shake_link']}
              label="摇一摇链接"
              placeholder="https:// 或 /pages/…"
              rules={[ruleOf((value: string) => (value ? linkProblem(value, '摇一摇链接') : null))]}
            />
          </>
        )
      }}
    </SettingsPage>
  )
}
