import { memo, useMemo } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, iconSheetUrl, ICON_IMAGE_SIZE, sheetCellStyle } from '@/lib/image-url'
import { useOpenServiceById } from '@/components/service-opener'
import type { ServiceItem } from '@contract/cms'

interface ServiceGridProps {
  services: ServiceItem[]
  perRow: number
  mourning: boolean
  /** 长辈模式: larger icons and names. */
  large?: boolean
}

const iconOf = (service: ServiceItem) => service.iconUrl || service.cardImage || ''

/**
 * The forced-recommended services, `perRow` to a row (module setting servicesNumPerRow); a tap opens the service
 * through the service centre's checks (state, authorisation, campus network, visit count). Where this server draws
 * icon sheets (the browser build) the icons come in one image, each shown from its cell; else one image each.
 */
export const ServiceGrid = memo(function ServiceGrid({ services, perRow, mourning, large = false }: ServiceGridProps) {
  const openServiceById = useOpenServiceById()
  const sheet = useMemo(() => iconSheetUrl(services.map(iconOf), { mourning }), [services, mourning])
  if (services.length === 0) return null
  return (
    <View className={`home-services portal-card${large ? ' home-services--large' : ' portal-dense-text'}`} data-testid="home-services">
      {services.map((service, index) => (
        <View
          key={service.serviceId}
          className="home-services__item"
          style={{ width: `${100 / perRow}%` }}
          onClick={() => void openServiceById(service.serviceId)}
          {...BUTTON_ROLE}
        >
          {sheet ? (
            <View className="home-services__icon" style={sheetCellStyle(sheet, index, services.length)} aria-hidden="true" />
          ) : (
            <Image
              className="home-services__icon"
              src={displayImageUrl(iconOf(service), { size: ICON_IMAGE_SIZE, mourning })}
              mode="aspectFit"
              aria-hidden="true"
            />
          )}
          <Text className="home-services__name">{service.serviceName}</Text>
        </View>
      ))}
    </View>
  )
})
