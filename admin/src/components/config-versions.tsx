import { useEffect, useState } from 'react'
import { App, Button, Drawer, Empty, List, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import type { ConfigVersion } from '@contract/admin-config'
import { CONFIG_KINDS, type ConfigKind } from '@contract/config-rules'
import { configApi } from '../api/config'

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value || '（空）' : JSON.stringify(value))

/** The fields that differ between two versions' bodies. */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])]
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: before?.[key], after: after[key] }))
}

/**
 * 历史版本 of one configuration object: each kept version with who saved it and what changed from the one before;
 * 恢复 saves an older version again as the newest (the server audits it like any save).
 */
export function ConfigVersions({
  kind,
  objectKey,
  title,
  current,
  labels,
  onClose,
  onRestored,
}: {
  kind: ConfigKind
  objectKey: string
  title: string
  current: number
  labels: Record<string, string>
  onClose: () => void
  onRestored: () => void
}) {
  const { message } = App.useApp()
  const [versions, setVersions] = useState<ConfigVersion[]>()
  useEffect(() => {
    configApi
      .versionList({ kind, key: objectKey })
      .then(setVersions)
      .catch((error: Error) => message.error(error.message))
  }, [kind, objectKey, current, message])

  const restore = async (version: number) => {
    try {
      await configApi.versionRestore({ kind, key: objectKey, version, current })
      message.success(`已恢复为版本 ${version}`)
      onRestored()
    } catch (error) {
      message.error((error as Error).message)
    }
  }

  return (
    <Drawer open width={720} title={`${CONFIG_KINDS[kind]}「${title}」的历史版本`} onClose={onClose}>
      {versions && versions.length === 0 ? (
        <Empty description="还没有在运营后台保存过，暂无历史版本" />
      ) : (
        <List
          loading={!versions}
          dataSource={versions ?? []}
          renderItem={(entry, index) => {
            const older = versions?.[index + 1]
            const changes = older ? changedFields(older.body, entry.body) : []
            return (
              <List.Item key={entry.version} style={{ display: 'block' }}>
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Space>
                    <Typography.Text strong>版本 {entry.version}</Typography.Text>
                    {entry.version === current && <Tag color="orange">当前</Tag>}
                    <Typography.Text type="secondary">
                      {entry.savedBy
                        ? `${entry.savedBy} 保存于 ${new Date(entry.savedAt).toLocaleString('zh-CN')}`
                        : '首次保存前的原始配置'}
                    </Typography.Text>
                  </Space>
                  {entry.version !== current && (
                    <Popconfirm
                      title={`恢复为版本 ${entry.version}？`}
                      description="恢复会作为一次新的保存记录"
                      onConfirm={() => restore(entry.version)}
                    >
                      <Button size="small">恢复此版本</Button>
                    </Popconfirm>
                  )}
                </Space>
                {older && (
                  <Table
                    style={{ marginTop: 8 }}
                    size="small"
                    rowKey="key"
                    pagination={false}
                    dataSource={changes}
                    locale={{ emptyText: '与上一版本相同' }}
                    columns={[
                      { title: '字段', dataIndex: 'key', width: 140, render: (key: string) => labels[key] ?? key },
                      {
                        title: `版本 ${older.version}`,
                        dataIndex: 'before',
                        render: (value: unknown) => <code className="config-diff-before">{show(value)}</code>,
                      },
                      {
                        title: `版本 ${entry.version}`,
                        dataIndex: 'after',
                        render: (value: unknown) => <code className="config-diff-after">{show(value)}</code>,
                      },
                    ]}
                  />
                )}
              </List.Item>
            )
          }}
        />
      )}
    </Drawer>
  )
}
