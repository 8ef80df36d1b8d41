import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { Button, Empty, Loading } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { parseQuery } from '@/lib/query'
import { findRoute } from '@/routes/route-table'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { readLaunchFlags } from '@/shell/launch-params'
import { logout } from '@/shell/logout'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { signInConsentFeature } from '@/features/auth/sign-in-consent'
import './h5MiddlePage.scss'
import { PageStyle } from '@/components/page-style'

/**
 * Transit page (spec §2): opens `matchedPath` with the parameters in `paramStr`. Only pages of this
 * app can be targets, so the page cannot be used to send people elsewhere. A single sign-on (CAS ticket)
 * sign-in lands here, so a signed-in person is first asked to accept the current privacy policy when
 * their account has not: 同意 goes on to the target, 不同意 signs out.
 */
export default function H5MiddlePage() {
  const { params } = useRouter()
  const store = useStores()
  const { global } = store
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const matched = decodeURIComponent(params.matchedPath ?? '')
    const route = findRoute(matched)
    if (!route) {
      setFailed(true)
      return
    }
    const query = parseQuery(decodeURIComponent(params.paramStr ?? '')) as Record<string, string>
    global.setLaunchFlags(readLaunchFlags(query))
    const consented = store.account.isSignedIn ? store.feature(signInConsentFeature).ask() : Promise.resolve('agreed' as const)
    void consented
      .then(async (answer) => {
        if (answer === 'declined') await logout(store)
        else await nav.relaunch(route, query)
      })
      .catch(() => setFailed(true))
  }, [params.matchedPath, params.paramStr, global, store])

  if (failed) {
    return (
      <View className="transit-page">
        <PageStyle />
        <Empty status="error" title="无法打开该页面" description="链接已失效或不属于本应用" />
        <Button type="primary" onClick={() => nav.relaunch('home')}>
          返回首页
        </Button>
      </View>
    )
  }
  return (
    <View className="transit-page">
      <PageStyle />
      <Loading direction="vertical">正在跳转…</Loading>
      <SignInConsentDialog />
    </View>
  )
}
