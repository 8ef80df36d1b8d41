import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { DetailPage } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { displayImageUrl, ICON_IMAGE_SIZE } from '@/lib/image-url'
import { triggerRelogin } from '@/lib/relogin'
import { readToken } from '@/lib/token'
import { nav } from '@/routes/nav'
import { fetchServiceDetail, fetchShareCard } from '@/features/services/api'
import { openServiceCard } from '@/features/services/open-service'
import { ServiceStateTag } from '@/features/services/components/service-state-tag'
import { decodeServiceInfo } from '@/features/services/share-info'
import type { ShareCard } from '@contract/services'
import { SubmitButton } from '@/components/submit-button'
import './serviceShare.scss'

/**
 * 服务分享: `serviceInfo` (the service and its inviter) and `noLogin=1`. Signed out it shows the card and
 * 立即使用 signs in, returning here with only serviceInfo kept; signed in, 立即使用 opens the service.
 */
export default function ServiceSharePage() {
  const { params } = useRouter()
  const info = decodeServiceInfo(params.serviceInfo)
  const signedIn = !!readToken()
  const use = useSubmit(
    async () => {
      if (!info) return
      if (!signedIn) {
        triggerRelogin()
        return
      }
      const detail = await fetchServiceDetail(info.serviceId)
      await openServiceCard(detail.service)
    },
    { failure: '打开服务失败' },
  )

  return (
    <DetailPage<ShareCard>
      deps={[info?.serviceId]}
      load={() => (info ? fetchShareCard(info.serviceId) : Promise.resolve(null))}
      notFoundText={info ? '该服务不存在或已下线' : '分享链接无效或已失效'}
      render={(card) => (
        <View className="service-share" data-testid="service-share">
          {info?.inviter && <Text className="service-share__inviter">{info.inviter} 向你推荐了一个服务</Text>}
          <View className="service-share__card">
            <Image
              className="service-share__icon"
              src={displayImageUrl(card.iconUrl, { size: ICON_IMAGE_SIZE })}
              mode="aspectFit"
              aria-hidden="true"
            />
            <Text className="service-share__name">{card.serviceName}</Text>
            <Text className="service-share__meta">
              {card.serviceType} · {card.serviceSource}
            </Text>
            {card.desc && <Text className="service-share__desc">{card.desc}</Text>}
            <Text className="service-share__meta">服务时间：{card.runTime}</Text>
            {card.state !== 'open' && <ServiceStateTag service={card} />}
            {card.ratingCount > 0 && (
              <Text className="service-share__rating">
                ★ {card.ratingAverage.toFixed(1)} · {card.ratingCount} 条评价
              </Text>
            )}
          </View>
        </View>
      )}
      footer={(card) => (
        <View className="service-share__footer">
          {signedIn && (
            <Text
              className="service-share__guide"
              onClick={() => void nav.to('serviceGuide', { serviceId: String(card.serviceId) })}
              {...BUTTON_ROLE}
            >
              办事指南
            </Text>
          )}
          <SubmitButton submit={use} type="primary" block data-testid="share-use" {...BUTTON_ROLE}>
            {signedIn ? '立即使用' : '登录后立即使用'}
          </SubmitButton>
        </View>
      )}
    />
  )
}
