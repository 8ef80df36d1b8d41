import { useState } from 'react'
import { App, Button, Space } from 'antd'
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components'
import {
  MAINTENANCE_NOTICE_MAX,
  noticeProblem,
  SERVICE_TRANSITIONS,
  transitionLabel,
  type ServiceStatus,
} from '@contract/service-catalogue-rules'
import { servicesApi } from '../../api/services'
import { ruleOf } from '../../components/rule'
import { useWrite } from '../../components/use-write'

/** What each move tells the operator before it happens. */
const CONFIRM: Record<string, string> = {
  发布: '发布后，可见范围内的用户即可在服务中心、搜索中看到并使用该服务。',
  恢复: '恢复后，用户将重新可以使用该服务，维护说明不再显示。',
  下线: '下线后，用户在服务中心、搜索和分享页中都将看不到该服务（可再次发布）。',
}

/**
 * The lifecycle moves a service's status allows (发布 / 维护 / 恢复 / 下线), each confirmed first; 维护 asks for the
 * message users see instead of the service. A draft may also be deleted. `onChanged` runs after a move went through.
 */
export function LifecycleActions({
  service,
  onChanged,
  buttons = false,
}: {
  service: { serviceId: number; serviceName: string; status: ServiceStatus }
  onChanged: (deleted?: boolean) => void
  buttons?: boolean
}) {
  const { modal } = App.useApp()
  const write = useWrite('服务', () => onChanged())
  const [maintaining, setMaintaining] = useState(false)
  const move = (to: ServiceStatus, notice?: string) =>
    write(
      () => servicesApi.serviceStatus({ serviceId: service.serviceId, status: to, notice }),
      `「${service.serviceName}」${to === 'maintenance' ? '已设为维护中' : `已${transitionLabel(service.status, to)}`}`,
    )

  const confirmMove = (to: ServiceStatus) => {
    const label = transitionLabel(service.status, to)
    modal.confirm({
      title: `${label}「${service.serviceName}」？`,
      content: CONFIRM[label],
      okText: label,
      cancelText: '取消',
      okButtonProps: { danger: to === 'offline' },
      onOk: async () => {
        if (await move(to)) onChanged()
      },
    })
  }
  const confirmDelete = () =>
    modal.confirm({
      title: `删除草稿「${service.serviceName}」？`,
      content: '删除后不能恢复。',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: async () => {
        if (await write(() => servicesApi.serviceDelete({ serviceId: service.serviceId }), '已删除')) onChanged(true)
      },
    })

  const Action = ({ label, onClick, danger }: { label: string; onClick: () => void; danger?: boolean }) =>
    buttons ? (
      <Button danger={danger} onClick={onClick}>
        {label}
      </Button>
    ) : (
      <a onClick={onClick} style={danger ? { color: '#ff4d4f' } : undefined}>
        {label}
      </a>
    )

  return (
    <Space>
      {SERVICE_TRANSITIONS[service.status].map((to) => (
        <Action
          key={to}
          label={transitionLabel(service.status, to)}
          danger={to === 'offline'}
          onClick={() => (to === 'maintenance' ? setMaintaining(true) : confirmMove(to))}
        />
      ))}
      {service.status === 'draft' && <Action label="删除" danger onClick={confirmDelete} />}
      <ModalForm<{ notice: string }>
        title={`维护「${service.serviceName}」`}
        open={maintaining}
        width={520}
        modalProps={{ destroyOnClose: true, onCancel: () => setMaintaining(false), okText: '设为维护中' }}
        onFinish={async ({ notice }) => {
          if (!(await move('maintenance', notice.trim()))) return false
          setMaintaining(false)
          onChanged()
          return true
        }}
      >
        <ProFormTextArea
          name="notice"
          label="维护说明"
          extra="维护期间，用户在服务中心、搜索和分享页打开该服务时看到这段文字"
          placeholder="如：系统升级中，预计 12 月 1 日 8:00 恢复，急事请联系 0571-88880000。"
          fieldProps={{ rows: 3, showCount: true, maxLength: MAINTENANCE_NOTICE_MAX }}
          rules={[ruleOf((value?: string) => noticeProblem(value ?? '') ?? null)]}
        />
      </ModalForm>
    </Space>
  )
}
