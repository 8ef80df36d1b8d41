import { useRef, useState } from 'react'
import { Space, Tag, Typography } from 'antd'
import { PageContainer, type ActionType } from '@ant-design/pro-components'
import dayjs from 'dayjs'
import type { ConsoleTheme, ThemeFields } from '@contract/admin-config'
import type { ValidityEntry } from '@contract/portal-config'
import { TAB_COUNT, themeProblem } from '@contract/config-rules'
import { configApi } from '../../api/config'
import { ConfigVersions } from '../../components/config-versions'
import { RecordTable } from '../../components/record-table'
import { fromValidity, ThemeFieldsForm, toValidity, type ThemeForm } from './theme-form'
import { THEME_STATUS_LABEL, themeStatus } from './theme-status'

const FIELD_LABELS: Record<string, string> = {
  name: '名称',
  footTabs: '标签',
  backgroundUrl: '背景图',
  validity: '有效期',
  enabled: '启用',
}

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
