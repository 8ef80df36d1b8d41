import { useState } from 'react'
import { Alert, App, Button, Card, Radio, Space, Typography, Upload } from 'antd'
import { PageContainer } from '@ant-design/pro-components'
import { IMPORT_MAX_MB, type DirectoryImportMode, type DirectorySyncRun } from '@contract/admin-directory'
import { directoryImportApi } from '../api/directory'
import { RunReport } from '../components/directory-run-report'

const TEMPLATES = [
  { sheet: 'people', label: '人员 CSV' },
  { sheet: 'orgs', label: '组织 CSV' },
  { sheet: 'members', label: '群组成员 CSV' },
] as const

/**
 * 导入: people, organisations and group members from .xlsx/.csv through the directory sync's own path. 预览 runs the
 * whole import and rolls it back; 确认导入 sends the same file again and applies it in one transaction, or nothing.
 */
export default function DirectoryImport() {
  const { message } = App.useApp()
  const [mode, setMode] = useState<DirectoryImportMode>('incremental')
  const [file, setFile] = useState<File>()
  const [run, setRun] = useState<DirectorySyncRun>()
  const [busy, setBusy] = useState<'dry' | 'apply'>()

  const fail = (error: unknown) => message.error((error as Error).message)
  const template = (format: 'xlsx' | 'csv', sheet: (typeof TEMPLATES)[number]['sheet'], name: string) =>
    void directoryImportApi.template(format, sheet, name).catch(fail)

  const dryRun = async () => {
    if (!file) return
    setBusy('dry')
    setRun(undefined)
    try {
      setRun(await directoryImportApi.dryRun(mode, file))
    } catch (error) {
      fail(error)
    } finally {
      setBusy(undefined)
    }
  }

  const apply = async () => {
    if (!file || !run) return
    setBusy('apply')
    try {
      const applied = await directoryImportApi.apply(run.id, file)
      setRun(applied)
      if (applied.status === 'succeeded') message.success('导入完成')
      else message.error('导入失败，未做任何更改')
    } catch (error) {
      fail(error)
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <PageContainer>
      <Card title="1. 下载模板" style={{ marginBottom: 16 }}>
        <Space wrap>
          <Button onClick={() => template('xlsx', 'people', '导入模板.xlsx')}>Excel 模板（人员、组织、群组成员）</Button>
          {TEMPLATES.map(({ sheet, label }) => (
            <Button key={sheet} onClick={() => template('csv', sheet, `${label.replace(' CSV', '')}.csv`)}>
              {label}
            </Button>
          ))}
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          表头按中文列名识别；人员必填 学工号、姓名、身份（学生/教师/访客），状态填「停用」可停用；组织的类型为 学校、学院、系、处室 或
          班级； 群组成员每行一人，导入后成为门户用户组（成员只读，可在在线发送中选用）。
        </Typography.Paragraph>
      </Card>
      <Card title="2. 上传并预览" style={{ marginBottom: 16 }}>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Radio.Group
            value={mode}
            onChange={(event) => {
              setMode(event.target.value as DirectoryImportMode)
              setRun(undefined)
            }}
          >
            <Radio value="incremental">增量（只新增和变更）</Radio>
            <Radio value="full">全量（文件中没有的导入人员将被停用）</Radio>
          </Radio.Group>
          <Upload
            accept=".xlsx,.csv"
            maxCount={1}
            beforeUpload={(chosen) => {
              if (chosen.size > IMPORT_MAX_MB * 1024 * 1024) {
                message.error(`导入文件不能超过 ${IMPORT_MAX_MB} MB`)
                return Upload.LIST_IGNORE
              }
              setFile(chosen)
              setRun(undefined)
              return false
            }}
            onRemove={() => {
              setFile(undefined)
              setRun(undefined)
            }}
            fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
          >
            <Button>选择文件</Button>
          </Upload>
          <Typography.Text type="secondary">
            .xlsx 或 .csv，不超过 {IMPORT_MAX_MB} MB；CSV 可为 UTF-8（含或不含 BOM）或 Excel 另存的 GBK 编码。
          </Typography.Text>
          <Space>
            <Button type="primary" disabled={!file} loading={busy === 'dry'} onClick={() => void dryRun()}>
              预览
            </Button>
            <Button
              type="primary"
              danger
              disabled={!file || run?.status !== 'dry_run'}
              loading={busy === 'apply'}
              onClick={() => void apply()}
            >
              确认导入
            </Button>
          </Space>
        </Space>
      </Card>
      {run && (
        <Card title={run.status === 'dry_run' ? `3. 预览结果 #${run.id}` : `导入报告 #${run.id}`}>
          {run.status === 'succeeded' && <Alert type="success" showIcon message="导入完成" style={{ marginBottom: 16 }} />}
          <RunReport run={run} />
        </Card>
      )}
    </PageContainer>
  )
}
