import { Descriptions, List, Modal, Tag } from 'antd'
import type { ConsoleFormVersion } from '@contract/admin-forms'
import { ASSIGNEE_KIND_NAMES, CHAIN_ORG_ROLE_NAMES, type ChainStep } from '@contract/form-chain-rules'
import { FORM_FIELD_KIND_NAMES } from '@contract/form-field-rules'

function assigneeText(step: ChainStep): string {
  const { assignee } = step
  if (assignee.kind === 'orgRole') return `${ASSIGNEE_KIND_NAMES.orgRole}：${CHAIN_ORG_ROLE_NAMES[assignee.role]}`
  if (assignee.kind === 'group') return `${ASSIGNEE_KIND_NAMES.group}：${assignee.groupCode}`
  return `${ASSIGNEE_KIND_NAMES.person}：${assignee.usernames.join('、')}`
}

/** A version as it was published (read-only): its fields, its chain, 抄送 and summary. */
export function VersionView({ version, onClose }: { version: ConsoleFormVersion | null; onClose: () => void }) {
  return (
    <Modal open={version !== null} title={version ? `版本 v${version.version}（只读）` : ''} footer={null} onCancel={onClose} width={720}>
      {version && (
        <>
          <List
            header="表单字段"
            size="small"
            dataSource={version.fields}
            renderItem={(field) => (
              <List.Item data-testid="version-field">
                {field.label} <Tag>{FORM_FIELD_KIND_NAMES[field.kind]}</Tag>
                {field.required ? <Tag color="red">必填</Tag> : <Tag>选填</Tag>}
                {field.options?.length ? `选项：${field.options.join('、')}` : ''}
              </List.Item>
            )}
          />
          <List
            header="审批流程"
            size="small"
            dataSource={version.chain.steps}
            renderItem={(step, index) => (
              <List.Item>
                {index + 1}. {step.name} · {assigneeText(step)} · {step.mode === 'all' ? '全部同意' : '任一人同意'}
                {step.overdueHours ? ` · ${step.overdueHours} 小时逾期` : ''}
              </List.Item>
            )}
          />
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="抄送">{version.chain.copyTo.join('、') || '无'}</Descriptions.Item>
            <Descriptions.Item label="摘要">{version.summary || '前两项填写内容'}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  )
}
