import { useState, type ReactNode } from 'react'
import { Button, Card } from 'antd'
import { PageContainer, ProForm } from '@ant-design/pro-components'
import type { ConfigKind } from '@contract/config-rules'
import { ConfigVersions } from '../../components/config-versions'
import { useSettings } from './use-settings'

/**
 * A settings document's page (系统设置, 模块设置): its form, 保存 with the version it was loaded at (409 offers
 * 重新加载), and 历史版本. `children` gets the loaded document (e.g. for the images it already uses).
 */
export function SettingsPage<T extends object>({
  kind,
  title,
  labels,
  read,
  write,
  problem,
  children,
}: {
  kind: Extract<ConfigKind, 'system' | 'module'>
  title: string
  labels: Record<string, string>
  read: () => Promise<T & { version: number }>
  write: (body: T & { version: number }) => Promise<T & { version: number }>
  problem: (fields: T) => string | null
  children: (loaded: T | undefined) => ReactNode
}) {
  const { form, loaded, saving, save, load } = useSettings<T>(title, read, write, problem)
  const [history, setHistory] = useState(false)
  return (
    <PageContainer
      extra={[
        <Button key="history" onClick={() => setHistory(true)}>
          历史版本
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={save}>
          保存
        </Button>,
      ]}
    >
      <Card loading={!loaded}>
        <ProForm<T> form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} submitter={false}>
          {children(loaded)}
        </ProForm>
      </Card>
      {history && loaded && (
        <ConfigVersions
          kind={kind}
          objectKey={kind}
          title={title}
          current={loaded.version}
          labels={labels}
          onClose={() => setHistory(false)}
          onRestored={load}
        />
      )}
    </PageContainer>
  )
}
