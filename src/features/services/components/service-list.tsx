import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { openServiceItem } from '@/routes/open-link'
import type { ServiceItem } from '@contract/cms'
import './service-list.scss'

/** Services as rows: icon, name, what it does, who provides it and when it runs. Tapping opens it. */
export function ServiceList({ services }: { services: ServiceItem[] }) {
  return (
    <View className="service-list" role="list">
      {services.map((s) => (
        <View
          key={s.serviceId}
          className="service-list__item"
          role="listitem"
          aria-label={s.serviceName}
          onClick={() => void openServiceItem(s)}
          {...BUTTON_ROLE}
        >
          <Image
            className="service-list__icon"
            src={displayImageUrl(s.iconUrl || s.cardImage, { size: ICON_IMAGE_SIZE })}
            mode="aspectFit"
            aria-hidden="true"
          />
          <View className="service-list__body">
            <Text className="service-list__name">{s.serviceName}</Text>
            {s.desc && <Text className="service-list__desc">{s.desc}</Text>}
            <Text className="service-list__meta">{[s.serviceSource, s.runTime].filter(Boolean).join(' · ')}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
