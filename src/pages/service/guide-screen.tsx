import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { DetailPage } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { shareTarget, usePageShare } from '@/lib/share'
import { decodeTokenPayload, readToken, tokenSubject } from '@/lib/token'
import { nav } from '@/routes/nav'
import { addFavourite, fetchServiceDetail, removeFavourite, revokeServiceAuthorisation } from '@/features/services/api'
import { ServiceGuideView, type GuideLayout } from '@/features/services/components/service-guide-view'
import { AUTHORISED_DATA, openServiceCard } from '@/features/services/open-service'
import { serviceShareTarget } from '@/features/services/share-info'
import { parseRouteId } from '@/lib/route-id'
import type { ServiceDetail } from '@contract/services'
import { ApplyForm } from './apply-form'
import './guide-screen.scss'

function GuideActions({ detail }: { detail: ServiceDetail }) {
  const { service } = detail
  const [collected, setCollected] = useState(service.collect)
  const favourite = useSubmit(() => (collected ? removeFavourite(service.serviceId) : addFavourite(service.serviceId)), {
    failure: collected ? '移出失败' : '收藏失败',
    success: collected ? '已移出我的服务' : '已添加到我的服务',
    onSuccess: () => setCollected(!collected),
  })
  return (
    <View className="guide-screen__actions">
      <Text className="guide-screen__action" onClick={() => void favourite.run()} data-testid="guide-favourite" {...BUTTON_ROLE}>
        {collected ? '已收藏' : '收藏'}
      </Text>
      <Text
        className="guide-screen__action"
        onClick={() => void shareTarget(serviceShareTarget(service, tokenSubject(decodeTokenPayload(readToken()))))}
        {...BUTTON_ROLE}
      >
        分享
      </Text>
      <Text
        className="guide-screen__action"
        onClick={() => void nav.to('serviceEvaluate', { serviceId: String(service.serviceId) })}
        {...BUTTON_ROLE}
      >
        评价
      </Text>
      <Button className="guide-screen__go" type="primary" onClick={() => void openServiceCard(service)} {...BUTTON_ROLE}>
        立即办理
      </Button>
    </View>
  )
}

function Authorisation({ detail, reload }: { detail: ServiceDetail; reload: () => Promise<void> }) {
  const revoke = useSubmit(() => revokeServiceAuthorisation(detail.service.serviceId), {
    confirm: () => `撤销后「${detail.service.serviceName}」将无法再获取你的身份信息，下次使用时会重新询问。`,
    failure: '撤销失败',
    success: '已撤销授权',
    onSuccess: () => void reload(),
  })
  if (!detail.service.thirdParty) return null
  return (
    <View className="guide-screen__auth" data-testid="guide-authorisation">
      <Text className="guide-screen__auth-text">
        {detail.service.authorised ? `已授权该服务获取：${AUTHORISED_DATA}` : `首次使用时将请求授权获取：${AUTHORISED_DATA}`}
      </Text>
      {detail.service.authorised && (
        <Text className="guide-screen__auth-revoke" onClick={() => void revoke.run()} {...BUTTON_ROLE}>
          撤销授权
        </Text>
      )}
    </View>
  )
}

/** 办事指南 (serviceGuide, classic) / newGuide (cards); with apply=1 a form-flow service shows its form. */
export function GuideScreen({ layout }: { layout: GuideLayout }) {
  const { params } = useRouter()
  const serviceId = parseRouteId(params.serviceId)
  const [applying, setApplying] = useState(params.apply === '1')
  const [loaded, setLoaded] = useState<ServiceDetail | null>(null)
  usePageShare(loaded ? serviceShareTarget(loaded.service) : null)

  return (
    <DetailPage<ServiceDetail>
      deps={[serviceId]}
      load={async () => {
        if (serviceId === null) return null
        const detail = await fetchServiceDetail(serviceId)
        setLoaded(detail)
        return detail
      }}
      notFoundText="服务不存在或您无权使用"
      render={(detail, reload) =>
        applying && detail.service.engineType === 'form' ? (
          <ApplyForm detail={detail} onGuide={() => setApplying(false)} />
        ) : (
          <View className="guide-screen">
            <ServiceGuideView
              detail={detail}
              layout={layout}
              onRating={() => void nav.to('serviceEvaluate', { serviceId: String(detail.service.serviceId) })}
              onRelated={(id) => void nav.to(layout === 'cards' ? 'newGuide' : 'serviceGuide', { serviceId: String(id) })}
              extra={<Authorisation detail={detail} reload={reload} />}
            />
          </View>
        )
      }
      footer={(detail) => (applying && detail.service.engineType === 'form' ? null : <GuideActions detail={detail} />)}
    />
  )
}
