import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { openServiceItem } from '@/routes/open-link'
import type { ServiceItem } from '@contract/cms'

interface ServiceGridProps {
  services: ServiceItem[]
  perRow: number
  mourning: boolean
  /** How a tapped service opens; the page passes the service centre's flow (state, authorisation, network). */
  onOpen?: (service: ServiceItem) => void
}

/** The forced-recommended services, `perRow` to a row (module setting servicesNumPerRow). */
export function ServiceGrid({ services, perRow, mourning, onOpen }: ServiceGridProps) {
  if (services.length === 0) return null
  return (
    <View className="home-services portal-card" data-testid="home-services" role="list">
      {services.map((service) => (
        <View
          key={service.serviceId}
          className="home-services__item"
          style={{ width: `${100 / perRow}%` }}
          onClick={() => (onOpen ? onOpen(service) : void openServiceItem(service))}
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
}
