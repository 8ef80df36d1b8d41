import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { useOpenServiceById } from '@/components/service-opener'
import type { ServiceItem } from '@contract/cms'
import './service-tiles.scss'

/** The services a division pinned, four to a row, in the admin's order; each opens through the service centre's checks. */
export function ServiceTiles({ services }: { services: ServiceItem[] }) {
  const openServiceById = useOpenServiceById()
  return (
    <View className="dv-services" data-testid="division-services">
      {services.map((service) => (
        <View
          key={service.serviceId}
          className="dv-services__item"
          onClick={() => void openServiceById(service.serviceId)}
          aria-label={service.serviceName}
          {...BUTTON_ROLE}
        >
          <Image
            className="dv-services__icon"
            src={displayImageUrl(service.iconUrl || service.cardImage, { size: ICON_IMAGE_SIZE })}
            mode="aspectFit"
            aria-hidden="true"
          />
          <Text className="dv-services__name">{service.serviceName}</Text>
        </View>
      ))}
    </View>
  )
}
