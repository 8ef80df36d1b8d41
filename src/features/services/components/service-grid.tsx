import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import type { ServiceCard } from '@contract/services'
import { ServiceStateTag } from './service-state-tag'
import './service-grid.scss'

export interface ServiceGridProps {
  services: ServiceCard[]
  /** Services per row (module setting servicesNumPerRow, spec default 5). */
  perRow: number
  onTap: (service: ServiceCard) => void
  onLongPress?: (service: ServiceCard) => void
  /** Edit mode: a + or − corner button per service. */
  mark?: (service: ServiceCard) => 'add' | 'remove' | null
  onMark?: (service: ServiceCard) => void
  /** A long name takes a second line rather than an ellipsis (长辈模式, three to a row). */
  wrapNames?: boolean
  testId?: string
}

/** Services as an icon grid: icon, name and, when not open, its state. */
export function ServiceGrid({ services, perRow, onTap, onLongPress, mark, onMark, wrapNames = false, testId }: ServiceGridProps) {
  const width = `${100 / Math.max(1, perRow)}%`
  return (
    <View className={`service-grid portal-dense-text${wrapNames ? ' service-grid--wrap-names' : ''}`} data-testid={testId}>
      {services.map((service) => {
        const corner = mark?.(service) ?? null
        return (
          <View
            key={service.serviceId}
            className="service-grid__item"
            style={{ width }}
            data-service={service.serviceName}
            onClick={() => (corner && onMark ? onMark(service) : onTap(service))}
            onLongPress={onLongPress ? () => onLongPress(service) : undefined}
            {...BUTTON_ROLE}
          >
            <View className="service-grid__icon-box">
              <Image
                className="service-grid__icon"
                src={displayImageUrl(service.iconUrl, { size: ICON_IMAGE_SIZE })}
                mode="aspectFit"
                aria-hidden="true"
              />
              {corner && (
                <Text
                  className={`service-grid__mark service-grid__mark--${corner}`}
                  aria-label={corner === 'add' ? '添加到我的服务' : '移出我的服务'}
                >
                  {corner === 'add' ? '+' : '−'}
                </Text>
              )}
            </View>
            <Text className="service-grid__name">{service.serviceName}</Text>
            {service.state !== 'open' && <ServiceStateTag service={service} compact />}
          </View>
        )
      })}
    </View>
  )
}
