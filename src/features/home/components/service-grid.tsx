import { memo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { openServiceById } from '@/routes/open-service-by-id'
import type { ServiceItem } from '@contract/cms'

interface ServiceGridProps {
  services: ServiceItem[]
  perRow: number
  mourning: boolean
}

/**
 * The forced-recommended services, `perRow` to a row (module setting servicesNumPerRow); a tap opens the service
 * through the service centre's checks (state, authorisation, campus network, visit count).
 */
export const ServiceGrid = memo(function ServiceGrid({ services, perRow, mourning }: ServiceGridProps) {
  if (services.length === 0) return null
  return (
    <View className="home-services portal-card" data-testid="home-services" role="list">
      {services.map((service) => (
        <View
          key={service.serviceId}
          className="home-services__item"
          style={{ width: `${100 / perRow}%` }}
          onClick={() => void openServiceById(service.serviceId)}
          aria-label={service.serviceName}
          role="listitem"
          {...BUTTON_ROLE}
        >
          <Image
            className="home-services__icon"
            src={displayImageUrl(service.iconUrl || service.cardImage, { size: ICON_IMAGE_SIZE, mourning })}
            mode="aspectFit"
            aria-hidden="true"
          />
          <Text className="home-services__name">{service.serviceName}</Text>
        </View>
      ))}
    </View>
  )
})
