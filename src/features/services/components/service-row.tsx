import type { ReactNode } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import type { ServiceCard } from '@contract/services'
import { highlightParts, type Highlight } from '@/features/services/service-search'
import { ServiceStateTag } from './service-state-tag'
import './service-row.scss'

/** A service as a list row: icon, (highlighted) name, what it does, provider, state and rating. */
export function ServiceRow({
  service,
  highlight = [],
  onTap,
  aside,
}: {
  service: ServiceCard
  highlight?: Highlight
  onTap: () => void
  aside?: ReactNode
}) {
  return (
    <View className="service-row" role="listitem" aria-label={service.serviceName} data-service={service.serviceName}>
      <View className="service-row__main" onClick={onTap} {...BUTTON_ROLE}>
        <Image
          className="service-row__icon"
          src={displayImageUrl(service.iconUrl, { size: ICON_IMAGE_SIZE })}
          mode="aspectFit"
          aria-hidden="true"
        />
        <View className="service-row__body">
          <Text className="service-row__name">
            {highlightParts(service.serviceName, highlight).map((part, i) =>
              part.hit ? (
                <Text key={i} className="service-row__hit">
                  {part.text}
                </Text>
              ) : (
                part.text
              ),
            )}
          </Text>
          {service.desc && <Text className="service-row__desc">{service.desc}</Text>}
          <View className="service-row__meta">
            <ServiceStateTag service={service} compact />
            <Text className="service-row__source">{service.serviceSource}</Text>
            {service.ratingCount > 0 && (
              <Text className="service-row__rating">
                ★ {service.ratingAverage.toFixed(1)}（{service.ratingCount}）
              </Text>
            )}
          </View>
        </View>
      </View>
      {aside}
    </View>
  )
}
