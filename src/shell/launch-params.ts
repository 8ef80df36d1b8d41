/** Spec §2 "Launch parameters": value 1 means on. */
export interface LaunchFlags {
  hideTabBar: boolean
  noLogin: boolean
  hideReturnBtn: boolean
  serviceInfo?: string
}

const on = (v: unknown) => v === '1' || v === 1 || v === 'true'

export function readLaunchFlags(query: Record<string, unknown> | undefined): LaunchFlags {
  const q = query ?? {}
  const serviceInfo = typeof q.serviceInfo === 'string' && q.serviceInfo ? q.serviceInfo : undefined
  return {
    hideTabBar: on(q.isHideTabbar),
    // A service share link opens signed out as well (spec §4 "Launch").
    noLogin: on(q.noLogin) || !!serviceInfo,
    hideReturnBtn: on(q.isHideReturnBtn),
    serviceInfo,
  }
}
