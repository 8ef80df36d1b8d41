import { useState } from 'react'
import { Button, Card, Form, Input, Space, Switch } from 'antd'
import type { SystemFields } from '@contract/admin-config'
import { imageUrlProblem, linkProblem, SYSTEM_IMAGE_LABELS, systemSettingsProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { ImagePicker } from '../../components/image-picker'
import { ruleOf } from '../../components/rule'
import { useSettings } from './use-settings'

const FIELD_LABELS: Record<string, string> = {
  schoolName: '学校名称',
  ...SYSTEM_IMAGE_LABELS,
  eCardSets: '电子卡',
  enableMourningMode: '哀悼模式',
  shake: '摇一摇',
}

/** 系统设置: school name, logos and icons, e-cards, mourning mode, shake. */
export default function SystemSettingsPage() {
  const { form, loaded, saving, save, load } = useSettings<SystemFields>(
    configApi.systemSettings,
    configApi.systemSave,
    systemSettingsProblem,
  )
  const [history, setHistory] = useState(false)
  const images = loaded
    ? [
        ...Object.keys(SYSTEM_IMAGE_LABELS).map((key) => loaded[key as keyof typeof SYSTEM_IMAGE_LABELS]),
        ...loaded.eCardSets.map((card) => card.cardImage),
      ]
    : []
  return (
    <Card
      title="系统设置"
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
          name="schoolName"
          label="学校名称"
          rules={[
            { required: true, whitespace: true, message: '请填写学校名称' },
            { max: 40, message: '学校名称不能超过 40 个字' },
          ]}
        >
          <Input />
        </Form.Item>
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
                    <Form.Item
                      name={[field.name, 'cardType']}
                      rules={[{ required: true, pattern: /^[a-z][a-z0-9_-]{0,31}$/, message: '类型须为小写字母开头的代码' }]}
                    >
                      <Input placeholder="类型，如 campus" style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'cardName']}
                      rules={[{ required: true, whitespace: true, message: `请填写第 ${index + 1} 张电子卡的名称` }]}
                    >
                      <Input placeholder="名称" style={{ width: 120 }} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'cardImage']}
                      rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', `第 ${index + 1} 张电子卡的图片`))]}
                    >
                      <ImagePicker choices={images} label="电子卡图片" width={360} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'enabled']} valuePropName="checked">
                      <Switch checkedChildren="启用" unCheckedChildren="停用" />
                    </Form.Item>
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
        <Form.Item name="enableMourningMode" label="哀悼模式" valuePropName="checked" extra="开启后门户以灰色显示">
          <Switch />
        </Form.Item>
        <Form.Item name={['shake', 'openShake']} label="摇一摇" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name={['shake', 'shake_link']}
          label="摇一摇链接"
          rules={[ruleOf((value: string) => (value ? linkProblem(value, '摇一摇链接') : null))]}
        >
          <Input placeholder="https:// 或 /pages/…" />
        </Form.Item>
      </Form>
      {history && loaded && (
        <ConfigVersions
          kind="system"
          objectKey="system"
          title="系统设置"
          current={loaded.version}
          labels={FIELD_LABELS}
          onClose={() => setHistory(false)}
          onRestored={load}
        />
      )}
    </Card>
  )
}
