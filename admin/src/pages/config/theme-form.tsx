import { Button, DatePicker, Form, Input, Select, Space, Typography } from 'antd'
import { ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import type { ThemeFields } from '@contract/admin-config'
import type { ValidityEntry } from '@contract/portal-config'
import { imageUrlProblem, tabNameProblem, validityProblem } from '@contract/config-rules'
import { ImagePicker } from '../../components/image-picker'
import { ruleOf } from '../../components/rule'

export type ValidityForm = { validTimeType: 'permanent' | 'custom'; customValidTimeType?: 'include' | 'exclude'; range?: [Dayjs, Dayjs] }
export type ThemeForm = Omit<ThemeFields, 'validity'> & { validity: ValidityForm[] }

export const toValidity = (entries: readonly ValidityForm[]): ValidityEntry[] =>
  entries.map((entry) =>
    entry.validTimeType === 'permanent'
      ? { validTimeType: 'permanent' }
      : {
          validTimeType: 'custom',
          customValidTimeType: entry.customValidTimeType,
          customValidStartTime: entry.range?.[0]?.toISOString(),
          customValidEndTime: entry.range?.[1]?.toISOString(),
        },
  )

export const fromValidity = (entries: readonly ValidityEntry[]): ValidityForm[] =>
  entries.map((entry) => ({
    validTimeType: entry.validTimeType,
    customValidTimeType: entry.customValidTimeType,
    range:
      entry.customValidStartTime && entry.customValidEndTime
        ? [dayjs(entry.customValidStartTime), dayjs(entry.customValidEndTime)]
        : undefined,
  }))

const TAB_IMAGES = { iconPath: '普通图标', selectedIconPath: '选中图标', backgroundUrl: '页面背景' } as const

/** The theme form's fields: name, 启用, background, the five tabs' labels and images, validity entries. */
export function ThemeFieldsForm({ images }: { images: string[] }) {
  return (
    <>
      <Space align="start" size="large">
        <ProFormText
          name="name"
          label="主题名称"
          width="md"
          rules={[
            { required: true, whitespace: true, message: '请填写主题名称' },
            { max: 30, message: '主题名称不能超过 30 个字' },
          ]}
        />
        <ProFormSwitch name="enabled" label="启用" />
        <Form.Item name="backgroundUrl" label="背景图" rules={[ruleOf((value: string) => imageUrlProblem(value ?? '', '背景图', false))]}>
          <ImagePicker choices={images} label="背景图" width={320} />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>标签（按标签栏顺序）</Typography.Title>
      <Form.List name="footTabs">
        {(fields) =>
          fields.map((field, index) => (
            <Space key={field.key} align="start" style={{ display: 'flex' }}>
              <Form.Item
                name={[field.name, 'text']}
                label={index === 0 ? '名称' : undefined}
                rules={[ruleOf((value: string) => tabNameProblem(value ?? '', `第 ${index + 1} 个标签的名称`))]}
              >
                <Input style={{ width: 120 }} />
              </Form.Item>
              {(Object.keys(TAB_IMAGES) as (keyof typeof TAB_IMAGES)[]).map((key) => (
                <Form.Item
                  key={key}
                  name={[field.name, key]}
                  label={index === 0 ? TAB_IMAGES[key] : undefined}
                  rules={[
                    ruleOf((value: string) =>
                      imageUrlProblem(value ?? '', `第 ${index + 1} 个标签的${TAB_IMAGES[key]}`, key !== 'backgroundUrl'),
                    ),
                  ]}
                >
                  <ImagePicker choices={images} label={TAB_IMAGES[key]} width={240} />
                </Form.Item>
              ))}
            </Space>
          ))
        }
      </Form.List>
      <Typography.Title level={5}>有效期（任一条成立即生效）</Typography.Title>
      <Form.List name="validity" rules={[ruleOf((entries: ValidityForm[] | undefined) => validityProblem(toValidity(entries ?? [])))]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" style={{ display: 'flex' }}>
                <Form.Item name={[field.name, 'validTimeType']}>
                  <Select
                    style={{ width: 100 }}
                    options={[
                      { value: 'permanent', label: '永久' },
                      { value: 'custom', label: '自定义' },
                    ]}
                  />
                </Form.Item>
                <Form.Item noStyle shouldUpdate>
                  {(form) =>
                    form.getFieldValue(['validity', field.name, 'validTimeType']) === 'custom' && (
                      <Space align="start">
                        <Form.Item name={[field.name, 'customValidTimeType']} rules={[{ required: true, message: '请选择期间内或期间外' }]}>
                          <Select
                            style={{ width: 130 }}
                            placeholder="生效方式"
                            options={[
                              { value: 'include', label: '期间内生效' },
                              { value: 'exclude', label: '期间外生效' },
                            ]}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'range']} rules={[{ required: true, message: '请选择开始和结束时间' }]}>
                          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
                        </Form.Item>
                      </Space>
                    )
                  }
                </Form.Item>
                <Button onClick={() => remove(field.name)}>删除</Button>
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ validTimeType: 'custom', customValidTimeType: 'include' })}>
              添加有效期
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </>
  )
}
