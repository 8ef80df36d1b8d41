/** Shared UI constants from the spec (§8, §9), in one place for components and page configs. */

/** Bottom-reach distance in px: 50 on news, message lists and online send; 150 on personal to-do and add-executor. */
export const BOTTOM_REACH = { standard: 50, long: 150 } as const

/** Pull-to-refresh head height and the pull distance that triggers a refresh (px). */
export const PULL_REFRESH = { headHeight: 100, threshold: 40 } as const

/** BackTop: scroll duration (ms), shown after scrolling this far (px), and its position (px). */
export const BACK_TOP = { duration: 100, threshold: 400, bottom: 100, right: 20 } as const

export const TOAST_DURATION = 2000
export const TEXTAREA_MAX_LENGTH = 140
export { BADGE_MAX } from '@contract/constants'
export const DEFAULT_PAGE_SIZE = 20

/** Labels, exactly as the portal shows them. */
export const TEXT = {
  noNetwork: '哎呀，网络信号丢失了',
  reloadPage: '重新加载',
  offlineBanner: '网络已断开，正在显示已加载的内容',
  stillOffline: '网络仍未连接，请检查网络设置',
  retry: '重试',
  loadFailed: '加载失败',
  loading: '加载中…',
  noMore: '没有更多了',
  loadMore: '加载更多',
  loadMoreFailed: '加载失败，点击重试',
  empty: '暂无数据',
  notFound: '内容不存在或已被删除',
  signedOut: '登录后查看更多内容',
  login: '去登录',
  more: '更多',
  submit: '提交',
  pulling: '下拉刷新',
  canRelease: '释放刷新',
  refreshing: '刷新中…',
  refreshed: '刷新成功',
  backTop: '回到顶部',
  pleaseChoose: '请选择',
  pleaseEnter: '请输入',
  cancel: '取消',
  confirm: '确认',
} as const
