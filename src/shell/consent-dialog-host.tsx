import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { isReadingConsentText } from './consent-reading'

/** Taro's H5 router names every page it shows (the path without the query). */
function useCurrentPath(): string {
  const [path, setPath] = useState(() => window.location.pathname)
  useEffect(() => {
    const follow = (change: { toLocation?: { path?: string } }) => setPath(change.toLocation?.path ?? window.location.pathname)
    Taro.eventCenter.on('__taroRouterChange', follow)
    return () => {
      Taro.eventCenter.off('__taroRouterChange', follow)
    }
  }, [])
  return path
}

/**
 * The app's copy of the consent dialog (loaded only when a question is due): it steps aside while the person reads
 * 用户协议 or 隐私政策 from its links, and is back when they return.
 */
export default function ConsentDialogHost() {
  const reading = isReadingConsentText(useCurrentPath())
  return reading ? null : <SignInConsentDialog asker="app-show" />
}
