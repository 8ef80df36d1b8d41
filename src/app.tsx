import { useEffect, useState, type PropsWithChildren } from 'react'
import Taro, { useDidShow, useLaunch, usePageNotFound } from '@tarojs/taro'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
// The icons' own rules: the library's index module imports them, and the H5 build skips that module (config/h5-optimization.ts).
import '@nutui/icons-react-taro/dist/style_icon.css'
import './app.scss'
import './shell/html-components'
import './shell/weapp-aria'
import { RootStore } from './stores/root-store'
import { StoreProvider } from './stores/context'
import { ThemeProvider } from './components/theme-provider'
import { ServiceOpenerProvider } from './components/service-opener'
import { PageOverlayProvider } from './components/page-overlay'
import { openServiceById } from './features/services/open-service-by-id'
import { startSession } from './shell/session'
import { readLaunchFlags } from './shell/launch-params'
import { refreshUnreadCount } from './shell/refresh-unread'
import { syncDisplaySettings } from './shell/display-settings'
import { watchStartupConfig } from './shell/load-startup-config'
import { showNotFound } from './shell/page-not-found'
import { drawIconsAsViews } from './shell/icon-tag'
import { registerHostPush } from './shell/push-registration'
import { dismissFirstPaintOffHome } from './shell/first-paint'
import { ConsentReminder, consentOverlay, remindOfConsent } from './shell/consent-reminder'
import { afterNextPaint, inNextTask } from './lib/after-paint'
import { startKeyboardAccess } from './shell/keyboard-access'

drawIconsAsViews()
let theRootStore: RootStore | undefined
/** The root store, made in a task of its own right after the app's modules ran (or at the first render, if sooner). */
const rootStore = () => (theRootStore ??= new RootStore())
inNextTask(rootStore)

function App({ children }: PropsWithChildren) {
  const store = rootStore()
  // Decided before the first render so a protected page never flashes while the browser leaves for login.
  const [mayRender] = useState(() => startSession(store))

  useLaunch((options) => {
    try {
      const flags = readLaunchFlags(options?.query as Record<string, unknown>)
      store.global.setLaunchFlags(flags)
      if (flags.hideTabBar) Taro.hideTabBar({ animation: false }).catch(() => undefined)
    } catch {
      // Launch errors are swallowed (spec §4).
    }
  })

  useEffect(() => {
    const stopTabs = store.tabBar.startSync()
    const stopBadges = store.startBadgeSync()
    const stopConfig = watchStartupConfig(store)
    const stopFirstPaint = dismissFirstPaintOffHome()
    const stopKeys = startKeyboardAccess()
    return () => {
      stopKeys()
      stopFirstPaint()
      stopTabs()
      stopBadges()
      stopConfig()
    }
  }, [store])

  // After the page's first frame: neither the counts nor the push registration is needed to draw it.
  // Also where a signed-in person is asked again after a new 用户协议 or 隐私政策 was published.
  useDidShow(() => {
    afterNextPaint(() => {
      void refreshUnreadCount(store)
      void syncDisplaySettings(store)
      void registerHostPush(store)
      remindOfConsent(store)
    })
  })

  usePageNotFound(showNotFound)

  return (
    <StoreProvider store={store}>
      <ServiceOpenerProvider openServiceById={openServiceById}>
        <PageOverlayProvider overlay={consentOverlay}>
          <ThemeProvider>{mayRender ? children : null}</ThemeProvider>
        </PageOverlayProvider>
        {mayRender ? <ConsentReminder /> : null}
      </ServiceOpenerProvider>
    </StoreProvider>
  )
}

export default App
