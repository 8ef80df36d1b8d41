import { useRef, useState } from 'react'
import { Button, DatePicker, Form, Input, Select, Space, Tag, Typography } from 'antd'
import { PageContainer, ProFormSwitch, ProFormText, type ActionType } from '@ant-design/pro-components'
import dayjs, { type Dayjs } from 'dayjs'
import type { ConsoleTheme, ThemeFields } from '@contract/admin-config'
import type { ValidityEntry } from '@contract/portal-config'
import { imageUrlProblem, TAB_COUNT, tabNameProblem, themeProblem, validityProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { ImagePicker } from '../../components/image-picker'
import { RecordTable } from '../../components/record-table'
import { ruleOf } from '../../components/rule'
import { THEME_STATUS_LABEL, themeStatus } from './theme-status'

type ValidityForm = { validTimeType: 'permanent' | 'custom'; customValidTimeType?: 'include' | 'exclude'; range?: [Dayjs, Dayjs] }
type ThemeForm = Omit<ThemeFields, 'validity'> & { validity: ValidityForm[] }

const FIELD_LABELS: Record<string, string> = {
  name: '名称',
  footTabs: '标签',
  backgroundUrl: '背景图',
  validity: '有效期',
  enabled: '启用',
}

const toValidity = (entries: readonly ValidityForm[]): ValidityEntry[] =>
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

const fromValidity = (entries: readonly ValidityEntry[]): ValidityForm[] =>
  entries.map((entry) => ({
    validTimeType: entry.validTimeType,
    customValidTimeType: entry.customValidTimeType,
    range:
      entry.customValidStartTime && entry.customValidEndTime
        ? [dayjs(entry.customValidStartTime), dayjs(entry.customValidEndTime)]
        : undefined,
  }))

const time = (iso?: string) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '?')
const describe = (entry: ValidityEntry) =>
  entry.validTimeType === 'permanent'
    ? '永久'
    : `${entry.customValidTimeType === 'exclude' ? '期间外' : '期间内'}：${time(entry.customValidStartTime)} 至 ${time(entry.customValidEndTime)}`

const imagesOf = (themes: readonly ConsoleTheme[]) =>
  themes.flatMap((theme) => [
    theme.backgroundUrl,
    ...theme.footTabs.flatMap((tab) => [tab.iconPath, tab.selectedIconPath, tab.backgroundUrl ?? '']),
  ])

const TAB_IMAGES = { iconPath: '普通图标', selectedIconPath: '选中图标', backgroundUrl: '页面背景' } as const

/** The theme form's fields: name, 启用, background, the five tabs' labels and images, validity entries. */
function ThemeFieldsForm({ images }: { images: string[] }) {
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

/** 主题: the tab bar's look for a time (labels, icons, backgrounds) and when it holds; which one is in force now. */
export default function ThemesPage() {
  const [history, setHistory] = useState<ConsoleTheme>()
  const [themes, setThemes] = useState<ConsoleTheme[]>([])
  const table = useRef<ActionType>()
  return (
    <PageContainer>
      <RecordTable<ConsoleTheme, ThemeForm>
        actionRef={table}
        name="主题"
        load={async () => {
          const rows = await configApi.themeList()
          setThemes(rows)
          return rows
        }}
        columns={({ rows, edit }) => [
          { title: '名称', dataIndex: 'name', width: 160 },
          {
            title: '当前状态',
            width: 220,
            render: (_, theme) => {
              const status = THEME_STATUS_LABEL[themeStatus(theme, rows)]
              return <Tag color={status.color}>{status.text}</Tag>
            },
          },
          {
            title: '标签',
            render: (_, theme) => (
              <Space size={4} wrap>
                {theme.footTabs.map((tab) => (
                  <Tag
                    key={tab.name}
                    icon={<img src={tab.iconPath} width={14} height={14} alt="" style={{ marginRight: 4, verticalAlign: -2 }} />}
                  >
                    {tab.text}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: '有效期',
            width: 260,
            render: (_, theme) => (
              <Space direction="vertical" size={0}>
                {theme.validity.map((entry, index) => (
                  <Typography.Text key={index}>{describe(entry)}</Typography.Text>
                ))}
              </Space>
            ),
          },
          {
            title: '操作',
            width: 170,
            render: (_, theme) => (
              <Space style={{ whiteSpace: 'nowrap' }}>
                <a onClick={() => edit(theme)}>编辑</a>
                <a onClick={() => setHistory(theme)}>历史版本</a>
              </Space>
            ),
          },
        ]}
        editor={{
          title: (theme) => (theme ? `编辑主题「${theme.name}」` : '新建主题'),
          width: 960,
          initial: (theme, rows) => {
            const base = theme ?? rows[0]
            return {
              name: theme?.name ?? '',
              enabled: theme?.enabled ?? true,
              backgroundUrl: base?.backgroundUrl ?? '',
              footTabs:
                base?.footTabs ??
                Array.from({ length: TAB_COUNT }, (_, index) => ({
                  name: `tab${index + 1}`,
                  text: '',
                  iconPath: '',
                  selectedIconPath: '',
                })),
              validity: theme ? fromValidity(theme.validity) : [{ validTimeType: 'custom', customValidTimeType: 'include' }],
            }
          },
          fields: (_, rows) => <ThemeFieldsForm images={imagesOf(rows)} />,
          save: async (values, theme) => {
            const fields: ThemeFields = {
              ...values,
              backgroundUrl: values.backgroundUrl ?? '',
              validity: toValidity(values.validity ?? []),
            }
            const problem = themeProblem(fields)
            if (problem) throw new Error(problem)
            return configApi.themeSave(theme ? { id: theme.id, version: theme.version, ...fields } : fields)
          },
          done: '已保存，门户已更新',
        }}
      />
      {history && (
        <ConfigVersions
          kind="theme"
          objectKey={String(history.id)}
          title={history.name}
          current={themes.find((theme) => theme.id === history.id)?.version ?? history.version}
          labels={FIELD_LABELS}
          onClose={() => setHistory(undefined)}
          onRestored={() => void table.current?.reload()}
        />
      )}
    </PageContainer>
  )
}
