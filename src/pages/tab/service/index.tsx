import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { useDidShow, usePullDownRefresh, stopPullDownRefresh } from '@tarojs/taro'
import { Scan, Category } from '@nutui/icons-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { Section } from '@/components/section'
import { PageOverlay } from '@/components/page-overlay'
import { errorText } from '@/components/errors'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { usePageStore } from '@/stores/use-page-store'
import * as servicesApi from '@/features/services/api'
import { ServiceActions, type ServiceAction } from '@/features/services/components/service-actions'
import { ServiceGrid } from '@/features/services/components/service-grid'
import { openServiceCard } from '@/features/services/open-service'
import { scanAndOpen } from '@/features/services/scan'
import { ServiceCentreStore } from '@/features/services/service-centre-store'
import { plain } from '@/lib/plain-words'
import { pageRootClass } from '@/lib/elder-mode'
import type { ServiceCard } from '@contract/services'
import './index.scss'

const failed = (error: unknown, fallback: string) => void toast(errorText(error, fallback))
const ELDER_SERVICES_PER_ROW = 3

/**
 * Service centre: my services (reorderable), recently used, recommended, then every category as a grid
 * of servicesNumPerRow; search (name, keywords, provider, pinyin) on its own page; 扫一扫 when enabled.
 */
function ServiceTab() {
  const root = useStores()
  const store = usePageStore(() => new ServiceCentreStore(servicesApi))
  const [acting, setActing] = useState<ServiceCard | null>(null)
  // 长辈模式: three services to a row, as on its home, so that a name of four characters shows whole at its size.
  const elder = root.display.elderMode
  const perRow = elder ? ELDER_SERVICES_PER_ROW : root.portalConfig.modules.servicesNumPerRow || 5
  const showScan = !!root.portalConfig.modules.isShowScan
  // 长辈模式: each icon says what it does in a word under it, and is a 48 px target.
  const iconClass = elder ? 'service-tab__icon service-tab__icon--labelled' : 'service-tab__icon'

  // Again when the portal config changes the row length: 推荐服务 asks the server for two rows.
  useEffect(() => {
    void store.load(perRow * 2)
  }, [store, perRow])
  // Back from a service or the guide: favourites, recent and ratings may have changed.
  useDidShow(() => {
    if (store.status === 'ready' && !store.editing) void store.load(perRow * 2)
  })
  usePullDownRefresh(() => {
    void store.load(perRow * 2).finally(() => stopPullDownRefresh())
  })

  const act = (service: ServiceCard, action: ServiceAction) => {
    if (action === 'open') void openServiceCard(service)
    else if (action === 'guide') void nav.to('serviceGuide', { serviceId: String(service.serviceId) })
    else if (action === 'evaluate') void nav.to('serviceEvaluate', { serviceId: String(service.serviceId) })
    else if (action === 'favourite')
      store.add(service).then(
        () => void toast('已添加到我的服务'),
        (e) => failed(e, '添加失败'),
      )
    else
      store.remove(service).then(
        () => void toast('已移出我的服务'),
        (e) => failed(e, '移出失败'),
      )
  }
  const gridProps = {
    perRow,
    wrapNames: elder,
    onTap: (service: ServiceCard) => void openServiceCard(service),
    onLongPress: (service: ServiceCard) => setActing(service),
  }

  return (
    <View className={pageRootClass('tab-page service-tab')}>
      <View className="service-tab__bar">
        <View className="service-tab__search" onClick={() => void nav.to('serviceSearch', {})} {...BUTTON_ROLE}>
          <Text className="service-tab__search-text">{plain('搜索服务名称、拼音首字母或部门')}</Text>
        </View>
        <View className={iconClass} onClick={() => void nav.to('serviceRanking', {})} {...BUTTON_ROLE} aria-label="服务排行">
          <Category size={20} />
          {elder ? <Text className="service-tab__icon-label">排行</Text> : null}
        </View>
        {showScan && (
          <View className={iconClass} onClick={() => void scanAndOpen()} {...BUTTON_ROLE} aria-label="扫一扫">
            <Scan size={20} />
            {elder ? <Text className="service-tab__icon-label">扫码</Text> : null}
          </View>
        )}
      </View>
      {(store.status === 'loading' || store.status === 'idle') && <ListSkeleton count={3} rows={2} />}
      {store.status === 'error' && (
        <ErrorState message={errorText(store.error, '服务加载失败')} onRetry={() => void store.load(perRow * 2)} />
      )}
      {store.status === 'ready' && (
        <View className="service-tab__body">
          <Section
            title="我的服务"
            moreText={store.editing ? (store.saving ? '保存中' : '完成') : plain('编辑')}
            onMore={() => (store.editing ? store.finishEditing().catch((e) => failed(e, '保存顺序失败')) : store.startEditing())}
          >
            {store.favourites.length === 0 && <Text className="service-tab__hint">{plain('点击“编辑”后在下方分类中添加常用服务')}</Text>}
            {store.editing ? (
              <View className="service-tab__order" data-testid="my-services-edit">
                {store.favourites.map((service, index) => (
                  <View key={service.serviceId} className="service-tab__order-row" data-service={service.serviceName}>
                    <Text className="service-tab__order-name">{service.serviceName}</Text>
                    <Text
                      className="service-tab__order-btn"
                      aria-label={`上移${service.serviceName}`}
                      aria-disabled={index === 0}
                      onClick={() => store.move(service.serviceId, -1)}
                      {...BUTTON_ROLE}
                    >
                      上移
                    </Text>
                    <Text
                      className="service-tab__order-btn"
                      aria-label={`下移${service.serviceName}`}
                      aria-disabled={index === store.favourites.length - 1}
                      onClick={() => store.move(service.serviceId, 1)}
                      {...BUTTON_ROLE}
                    >
                      下移
                    </Text>
                    <Text
                      className="service-tab__order-btn service-tab__order-btn--remove"
                      aria-label={`移出${service.serviceName}`}
                      onClick={() => act(service, 'unfavourite')}
                      {...BUTTON_ROLE}
                    >
                      移出
                    </Text>
                  </View>
                ))}
              </View>
            ) : (
              <ServiceGrid services={store.favourites} testId="my-services" {...gridProps} />
            )}
          </Section>
          {!store.editing && store.recent.length > 0 && (
            <Section title="最近使用">
              <ServiceGrid services={store.recent.slice(0, perRow)} testId="recent-services" {...gridProps} />
            </Section>
          )}
          {!store.editing && (
            <Section title="推荐服务">
              <ServiceGrid services={store.recommended(perRow)} testId="recommended-services" {...gridProps} />
            </Section>
          )}
          {store.categories.map((category) => (
            <Section key={category.code} title={category.name}>
              <ServiceGrid
                services={store.byCategory(category.code)}
                testId={`category-${category.code}`}
                mark={store.editing ? (service) => (store.isFavourite(service.serviceId) ? null : 'add') : undefined}
                onMark={(service) => act(service, 'favourite')}
                {...gridProps}
              />
            </Section>
          ))}
          {store.services.length === 0 && <EmptyState kind="empty" description="暂无可用服务" />}
        </View>
      )}
      <ServiceActions
        service={acting}
        favourite={!!acting && store.isFavourite(acting.serviceId)}
        onSelect={act}
        onClose={() => setActing(null)}
      />
      <PageOverlay />
    </View>
  )
}

export default observer(ServiceTab)
