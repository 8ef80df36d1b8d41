import { Popconfirm, Space, Tag } from 'antd'
import { PageContainer, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components'
import type { AppVersionAddBody, ConsoleAppVersion, ConsoleDiversion, DiversionSaveBody } from '@contract/admin-config'
import { APP_PLATFORMS, appVersionProblem, diversionProblem, linkProblem, TERMINALS } from '@contract/config-rules'
import { releaseApi } from '../../api/config'
import { RecordTable } from '../../components/record-table'
import { ruleOf } from '../../components/rule'

const terminalOptions = Object.entries(TERMINALS).map(([value, label]) => ({ value: Number(value), label }))
const platformOptions = Object.entries(APP_PLATFORMS).map(([value, label]) => ({ value, label }))

/** 分流 (where the home sends everyone, or one account, on a terminal) and 应用版本 (releases per platform). */
export default function ReleasesPage() {
  return (
    <PageContainer>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <RecordTable<ConsoleDiversion, DiversionSaveBody>
          name="分流"
          headerTitle="分流"
          load={() => releaseApi.diversionList()}
          columns={({ edit, write }) => [
            { title: '终端', dataIndex: 'terminal', width: 110, render: (_, row) => TERMINALS[row.terminal] ?? row.terminal },
            {
              title: '对象',
              width: 180,
              render: (_, row) => (row.username ? `${row.userName}（${row.username}）` : <Tag color="blue">所有人</Tag>),
            },
            { title: '标题', dataIndex: 'title', width: 160 },
            { title: '地址', dataIndex: 'url', ellipsis: true },
            { title: '排序', dataIndex: 'sort', width: 70 },
            {
              title: '操作',
              width: 120,
              render: (_, row) => (
                <Space style={{ whiteSpace: 'nowrap' }}>
                  <a onClick={() => edit(row)}>编辑</a>
                  <Popconfirm title="删除这条分流？" onConfirm={() => write(() => releaseApi.diversionDelete({ id: row.id }), '已删除')}>
                    <a>删除</a>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
          editor={{
            title: (row) => (row ? '编辑分流' : '新建分流'),
            initial: (row) => (row ? { ...row, username: row.username ?? '' } : { terminal: 6, sort: 1, username: '', title: '', url: '' }),
            fields: () => (
              <>
                <ProFormSelect name="terminal" label="终端" options={terminalOptions} rules={[{ required: true, message: '请选择终端' }]} />
                <ProFormText name="username" label="账号" extra="留空：所有人" placeholder="登录名，如 t1001" />
                <ProFormText
                  name="title"
                  label="标题"
                  rules={[
                    { required: true, whitespace: true, message: '请填写分流标题' },
                    { max: 30, message: '分流标题不能超过 30 个字' },
                  ]}
                />
                <ProFormText
                  name="url"
                  label="地址"
                  placeholder="https:// 或 /pages/…"
                  rules={[
                    { required: true, message: '请填写分流地址' },
                    ruleOf((value: string) => (value ? linkProblem(value, '分流地址') : null)),
                  ]}
                />
                <ProFormDigit
                  name="sort"
                  label="排序"
                  min={1}
                  max={99}
                  fieldProps={{ precision: 0 }}
                  rules={[{ required: true, type: 'integer', min: 1, max: 99, message: '排序须为 1–99 的整数' }]}
                />
              </>
            ),
            save: async (values, row) => {
              const body = { terminal: values.terminal, username: values.username, title: values.title, url: values.url, sort: values.sort }
              const problem = diversionProblem(body)
              if (problem) throw new Error(problem)
              return releaseApi.diversionSave(row ? { ...body, id: row.id } : body)
            },
          }}
        />
        <RecordTable<ConsoleAppVersion, AppVersionAddBody>
          name="应用版本"
          headerTitle="应用版本"
          createLabel="发布新版本"
          load={() => releaseApi.appVersionList()}
          columns={() => [
            {
              title: '平台',
              dataIndex: 'platform',
              width: 90,
              render: (_, row) => APP_PLATFORMS[row.platform as keyof typeof APP_PLATFORMS] ?? row.platform,
            },
            { title: '版本', dataIndex: 'version', width: 90 },
            { title: '内部版本号', dataIndex: 'versionCode', width: 110 },
            {
              title: '强制更新',
              dataIndex: 'forceUpdate',
              width: 90,
              render: (_, row) => (row.forceUpdate ? <Tag color="red">是</Tag> : '否'),
            },
            { title: '更新说明', dataIndex: 'releaseNotes', ellipsis: true },
            {
              title: '发布时间',
              dataIndex: 'releasedAt',
              width: 170,
              render: (_, row) => new Date(row.releasedAt).toLocaleString('zh-CN'),
            },
          ]}
          editor={{
            title: () => '发布新版本',
            submitText: '发布',
            done: '已发布',
            initial: () => ({ platform: 'android', forceUpdate: false }),
            fields: () => (
              <>
                <ProFormSelect name="platform" label="平台" options={platformOptions} rules={[{ required: true, message: '请选择平台' }]} />
                <ProFormText
                  name="version"
                  label="版本号"
                  placeholder="2.6.1"
                  rules={[{ required: true, pattern: /^\d{1,4}(\.\d{1,4}){1,3}$/, message: '版本号格式如 2.6.1' }]}
                />
                <ProFormDigit
                  name="versionCode"
                  label="内部版本号"
                  min={1}
                  fieldProps={{ precision: 0 }}
                  rules={[{ required: true, type: 'integer', min: 1, message: '内部版本号须为正整数' }]}
                />
                <ProFormSwitch name="forceUpdate" label="强制更新" />
                <ProFormText
                  name="downloadUrl"
                  label="下载地址"
                  placeholder="https://…、/… 或 itms-apps://…"
                  rules={[{ required: true, message: '请填写下载地址' }]}
                />
                <ProFormTextArea
                  name="releaseNotes"
                  label="更新说明"
                  fieldProps={{ rows: 3 }}
                  rules={[
                    { required: true, whitespace: true, message: '请填写更新说明' },
                    { max: 500, message: '更新说明不能超过 500 字' },
                  ]}
                />
              </>
            ),
            save: async (values, _, rows) => {
              const newest = rows.find((row) => row.platform === values.platform)?.versionCode
              const problem = appVersionProblem(values, newest)
              if (problem) throw new Error(problem)
              return releaseApi.appVersionAdd(values)
            },
          }}
        />
      </Space>
    </PageContainer>
  )
}
