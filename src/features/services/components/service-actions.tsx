import { ActionSheet } from '@nutui/nutui-react-taro'
import type { ServiceCard } from '@contract/services'

export type ServiceAction = 'open' | 'guide' | 'favourite' | 'unfavourite' | 'evaluate'

/** 立即使用 / 办事指南 / 收藏 / 评价 for one service (long press on the grid). */
export function ServiceActions({
  service,
  favourite,
  onSelect,
  onClose,
}: {
  service: ServiceCard | null
  favourite: boolean
  onSelect: (service: ServiceCard, action: ServiceAction) => void
  onClose: () => void
}) {
  const options: { name: string; action: ServiceAction }[] = [
    { name: '立即使用', action: 'open' },
    { name: '办事指南', action: 'guide' },
    favourite ? { name: '移出我的服务', action: 'unfavourite' } : { name: '添加到我的服务', action: 'favourite' },
    { name: '评价', action: 'evaluate' },
  ]
  return (
    <ActionSheet
      visible={service !== null}
      title={service?.serviceName ?? ''}
      description={service && service.state !== 'open' ? service.stateText : undefined}
      options={options}
      cancelText="取消"
      onCancel={onClose}
      onSelect={(item) => {
        const chosen = service
        onClose()
        if (chosen) onSelect(chosen, (item as unknown as { action: ServiceAction }).action)
      }}
    />
  )
}
