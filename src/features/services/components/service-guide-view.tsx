import type { ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { openLink } from '@/routes/open-link'
import type { ServiceDetail } from '@contract/services'
import { ServiceStateTag } from './service-state-tag'
import './service-guide-view.scss'

export type GuideLayout = 'classic' | 'cards'

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <View className="guide__block" data-testid={testId}>
      <Text className="guide__title">{title}</Text>
      {children}
    </View>
  )
}

const list = (items: string[]) => (
  <View className="guide__list">
    {items.map((item) => (
      <Text key={item} className="guide__item">
        {item}
      </Text>
    ))}
  </View>
)

/**
 * 办事指南 of a service: conditions, materials, steps as a timeline, time and place, fees, contact (tap to
 * call), FAQ, attachments and related services. `cards` is the newer layout (newGuide) of the same data.
 */
export function ServiceGuideView({
  detail,
  layout,
  onRating,
  onRelated,
  extra,
}: {
  detail: ServiceDetail
  layout: GuideLayout
  onRating: () => void
  onRelated: (serviceId: number) => void
  extra?: ReactNode
}) {
  const { service, guide } = detail
  const phone = service.contactInformation.replace(/[^\d-]/g, '')
  return (
    <View className={`guide guide--${layout}`}>
      <View className="guide__head">
        <Image
          className="guide__icon"
          src={displayImageUrl(service.iconUrl, { size: ICON_IMAGE_SIZE })}
          mode="aspectFit"
          aria-hidden="true"
        />
        <View className="guide__head-body">
          <Text className="guide__name">{service.serviceName}</Text>
          <Text className="guide__source">
            {service.serviceType} · {service.serviceSource}
          </Text>
          <View className="guide__head-meta">
            <ServiceStateTag service={service} />
            <Text className="guide__rating" onClick={onRating} data-testid="guide-rating" {...BUTTON_ROLE}>
              {service.ratingCount > 0 ? `★ ${service.ratingAverage.toFixed(1)} · ${service.ratingCount} 条评价` : '暂无评价，去评价'}
            </Text>
          </View>
        </View>
      </View>
      {service.desc && <Text className="guide__desc">{service.desc}</Text>}
      {extra}
      <Block title="办理条件">{list(guide.conditions)}</Block>
      <Block title="所需材料">{list(guide.materials)}</Block>
      <Block title="办理流程" testId="guide-steps">
        <View className="guide__steps">
          {guide.steps.map((step, index) => (
            <View key={step.title} className="guide__step">
              <Text className="guide__step-no">{index + 1}</Text>
              <View className="guide__step-body">
                <Text className="guide__step-title">{step.title}</Text>
                <Text className="guide__step-detail">{step.detail}</Text>
              </View>
            </View>
          ))}
        </View>
      </Block>
      <Block title="办理时间与地点">
        <Text className="guide__text">{guide.timePlace || service.runTime}</Text>
      </Block>
      <Block title="收费标准">
        <Text className="guide__text">{guide.fees || '免费'}</Text>
      </Block>
      {service.contactInformation && (
        <Block title="联系方式">
          <Text
            className="guide__phone"
            onClick={() => void Taro.makePhoneCall({ phoneNumber: phone }).catch(() => undefined)}
            {...BUTTON_ROLE}
            aria-label={`拨打 ${service.contactInformation}`}
          >
            {service.serviceSource} {service.contactInformation}（点击拨打）
          </Text>
        </Block>
      )}
      {guide.faq.length > 0 && (
        <Block title="常见问题">
          {guide.faq.map((item) => (
            <View key={item.question} className="guide__faq">
              <Text className="guide__question">问：{item.question}</Text>
              <Text className="guide__answer">答：{item.answer}</Text>
            </View>
          ))}
        </Block>
      )}
      {guide.attachments.length > 0 && (
        <Block title="附件">
          {guide.attachments.map((file) => (
            <Text key={file.url} className="guide__phone" onClick={() => openLink(file.url)} {...BUTTON_ROLE}>
              {file.name}
            </Text>
          ))}
        </Block>
      )}
      {detail.related.length > 0 && (
        <Block title="相关服务">
          <View className="guide__related">
            {detail.related.map((other) => (
              <Text key={other.serviceId} className="guide__related-item" onClick={() => onRelated(other.serviceId)} {...BUTTON_ROLE}>
                {other.serviceName}
              </Text>
            ))}
          </View>
        </Block>
      )}
    </View>
  )
}
