import { useEffect, useLayoutEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { useStores } from '@/stores/context'
import { readToken } from '@/lib/token'
import { dismissFirstPaint, hasFirstPaint } from '@/lib/first-paint'
import { displayImageUrl } from '@/lib/image-url'
import { openInWebView } from '@/routes/open-link'
import { fillTokenPlaceholder } from '@/lib/token-url'
import { HomeStore } from '@/features/home/home-store'
import { useShake } from '@/features/home/use-shake'
import { FloatingBox } from './floating-box'
import { GlobalSearchEntry } from './global-search-entry'
import { Marquee } from './marquee'
import { NewsSections } from './news-sections'
import { PopupMedia } from './popup-media'
import { ServiceGrid } from './service-grid'
import { Slideshow } from './slideshow'
import './home-screen.scss'
import * as homeApi from '@/features/home/api'
import { usePageStore } from '@/stores/use-page-store'
import { usePaintedStages } from '@/lib/after-paint'
import type { HomeColumn } from '@contract/cms'

/** The stages of the home's data after the header and slideshow: the notices, then the services, then the news. */
const NOTICES_STAGE = 1
const SERVICES_STAGE = 2
/**
 * Each stage after the services draws this many more articles: a few per task keeps each task short (one card is
 * about 2 ms of script on a desktop, 4x that on the phones Lighthouse models).
 */
const ARTICLES_PER_STAGE = 2

const articleCount = (columns: HomeColumn[]) => columns.reduce((n, column) => n + column.articles.length, 0)

export interface HomeScreenProps {
  /** Pop-ups, floating box and shake (off on the `clean` home; the home tab page adds the launch diversion). */
  extras: boolean
}

/**
 * The home tab: school header, slideshow, marquee, recommended services and news columns. In 长辈模式 it is simpler:
 * the person's most used services first, three to a row and larger, then the news; no slideshow, rolling notices,
 * pop-ups, floating box or shake.
 */
export const HomeScreen = observer(function HomeScreen({ extras: extrasAsked }: HomeScreenProps) {
  const root = useStores()
  const store = usePageStore(() => new HomeStore(homeApi))
  const elder = root.display.elderMode
  const extras = extrasAsked && !elder

  useEffect(() => {
    void store.load()
  }, [])
  useEffect(() => {
    if (elder) void store.loadMine()
  }, [elder, store])

  // The server's first paint (header and first slide) stays until this draws its own, in the same frame.
  useLayoutEffect(() => {
    if (store.status !== 'loading') dismissFirstPaint()
  }, [store.status])
  // Under it the loading skeleton would not be seen: only an empty placeholder is drawn.
  const [underFirstPaint] = useState(hasFirstPaint)

  // 长辈模式's services are the person's own too: a pull-down reloads them with the school's.
  usePullDownRefresh(() => {
    void Promise.all([store.load(), elder ? store.loadMine() : undefined]).finally(() => Taro.stopPullDownRefresh())
  })

  // Spec §3: the pop-up shows media not read before, and only as often as the online-activity counter allows.
  const popup = extras && store.status === 'ready' ? store.unreadPopup(root.popup) : null
  const [popupShown, setPopupShown] = useState(false)
  useEffect(() => {
    if (popup && !popupShown && root.global.consumeOnlineActivityShow()) {
      root.popup.show(popup.id)
      setPopupShown(true)
    }
  }, [popup?.id])

  useShake(extras && !!store.shakeLink, () => {
    if (store.shakeLink) void openInWebView(fillTokenPlaceholder(store.shakeLink, readToken()))
  })

  // The home's data is drawn a part at a time, each after the last was painted and in a task of its own (in
  // one it was the longest task of a first visit): header and slideshow (what the server's first paint
  // showed), then the notices, the services, and the news a few articles at a time. Each part is added below what
  // is on screen, so nothing visible moves.
  const columns = store.columnsWithArticles
  const stage = usePaintedStages(store.status === 'ready', SERVICES_STAGE + Math.ceil(articleCount(columns) / ARTICLES_PER_STAGE))
  const articleLimit = Math.max(0, stage - SERVICES_STAGE) * ARTICLES_PER_STAGE

  const mourning = store.mourning
  const background = root.tabBar.backgroundFor(0)
  const logo = displayImageUrl(store.logo, { mourning })

  return (
    <View className="home-root">
      <View className={`home${mourning ? ' home--mourning' : ''}`} data-testid="home" data-mourning={mourning ? '1' : '0'}>
        <PageShell
          flush
          loading={store.status === 'loading'}
          skeleton={<View className="home-skeleton">{underFirstPaint ? null : <ListSkeleton count={4} />}</View>}
          error={store.status === 'error' ? store.error : null}
          onRetry={() => void store.load()}
        >
          <View
            className={`home-header${background ? ' home-header--themed' : ''}`}
            style={background ? { backgroundImage: `url(${displayImageUrl(background, { mourning })})` } : undefined}
          >
            <View className="home-header__brand">
              {logo ? <Image className="home-header__logo" src={logo} mode="aspectFit" aria-hidden="true" /> : null}
              <Text className="home-header__name">{store.schoolName || '掌上校园'}</Text>
            </View>
            {extras ? <FloatingBox box={store.home.floatingBox} mourning={mourning} /> : null}
            {store.moduleSettings?.isOpenGlobalSearch ? <GlobalSearchEntry /> : null}
          </View>
          <View className="home-body">
            {elder ? (
              <ServiceGrid services={store.mostUsedServices} perRow={3} mourning={mourning} large />
            ) : (
              <>
                <Slideshow slides={store.home.slideshow} mourning={mourning} />
                {stage >= NOTICES_STAGE ? <Marquee items={store.marqueeItems} /> : null}
                {stage >= SERVICES_STAGE ? (
                  <ServiceGrid services={store.services} perRow={store.servicesPerRow} mourning={mourning} />
                ) : null}
              </>
            )}
            {stage >= SERVICES_STAGE ? <NewsSections columns={columns} mourning={mourning} limit={articleLimit} /> : null}
            {store.status === 'ready' && store.home.columns.length === 0 && store.services.length === 0 ? (
              <EmptyState description="暂无首页内容" actionText="刷新" onAction={() => void store.load()} />
            ) : null}
          </View>
        </PageShell>
      </View>
      {extras ? (
        <PopupMedia media={popup} visible={root.popup.visible} mourning={mourning} onClose={(id) => root.popup.dismiss(id)} />
      ) : null}
    </View>
  )
})
