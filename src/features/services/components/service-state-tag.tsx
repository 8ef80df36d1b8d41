import { Text } from '@tarojs/components'
import type { ServiceCard } from '@contract/services'
import './service-state-tag.scss'

const LABELS = { open: '开放中', closed: '未开放', maintenance: '维护中' } as const

/** 开放中 / 未开放 / 维护中; the full text (hours or the maintenance notice) unless compact. */
export function ServiceStateTag({ service, compact }: { service: Pick<ServiceCard, 'state' | 'stateText'>; compact?: boolean }) {
  return (
    <Text className={`service-state service-state--${service.state}`} data-state={service.state}>
      {compact || service.state === 'open' ? LABELS[service.state] : `${LABELS[service.state]} · ${service.stateText}`}
    </Text>
  )
}
