import { useEffect } from 'react'
import { readToken } from '@/lib/token'
import { nav } from '@/routes/nav'
import { fetchUserDiversionList } from './api'
import { checkLaunchDiversion, encodeDiversionInfo } from './diversion'

/** On the home tab's first show, signed in: a pending launch diversion leads to the 分流 page. */
export function useLaunchDiversion(): void {
  useEffect(() => {
    if (!readToken()) return
    void checkLaunchDiversion(fetchUserDiversionList).then((record) => {
      if (record) void nav.redirect('fenliu', { fenliuInfo: encodeDiversionInfo(record) })
    })
  }, [])
}
