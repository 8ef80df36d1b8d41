import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { messageTabBadge, readCachedTaskNum, TASK_NUM_CACHE_KEY } from '@/stores/message-badge-rule'
import { formatBadgeCount } from '@/components/badge-count'

beforeEach(() => Taro.clearStorageSync())

describe('message-centre badge rule: unread messages + to-dos', () => {
  const footer = ['pages/tab/index/index', 'pages/msgCenterTab/newtask/newtask']

  it('adds the to-do number to the unread total when the task page is a footer tab', () => {
    expect(messageTabBadge({ unread: 7, taskNum: 3, footerPaths: footer })).toBe(10)
    // Regression: a to-do count of 0 used to replace 12 unread messages and hide the badge.
    expect(messageTabBadge({ unread: 12, taskNum: 0, footerPaths: footer })).toBe(12)
  })

  it('counts an unknown to-do number as 0, and only the unread total when the task page is not a tab', () => {
    expect(messageTabBadge({ unread: 7, taskNum: undefined, footerPaths: footer })).toBe(7)
    expect(messageTabBadge({ unread: 7, taskNum: 3, footerPaths: ['pages/tab/index/index'] })).toBe(7)
  })

  it('reads cache_taskNum as { data: n } and ignores malformed entries', () => {
    expect(readCachedTaskNum()).toBeUndefined()
    Taro.setStorageSync(TASK_NUM_CACHE_KEY, { value: { data: 12 } })
    expect(readCachedTaskNum()).toBe(12)
    Taro.setStorageSync(TASK_NUM_CACHE_KEY, { value: { data: 'x' } })
    expect(readCachedTaskNum()).toBeUndefined()
  })

  it('drives the tab badge from the root store and caps the text at 999+', () => {
    const root = new RootStore()
    const stop = root.startBadgeSync()
    const tab = root.tabBar.indexOf('pages/msgCenterTab/newtask/newtask')
    root.global.setUnread(42)
    expect(root.tabBar.badges[tab]).toBe(42)
    root.todoCount.set(1200)
    expect(root.tabBar.badges[tab]).toBe(1242)
    expect(root.global.taskNum).toBe(1200)
    expect(formatBadgeCount(root.tabBar.badges[tab])).toBe('999+')
    expect(Taro.getStorageSync(TASK_NUM_CACHE_KEY)).toEqual({ value: { data: 1200 } })
    root.todoCount.set(0)
    expect(root.tabBar.badges[tab]).toBe(42)
    root.global.setUnread(0)
    expect(root.tabBar.badges[tab]).toBe(0)
    stop()
  })

  it('a new root store starts from the cached to-do number; sign-out forgets it', () => {
    new RootStore().todoCount.set(5)
    const root = new RootStore()
    expect(root.todoCount.count).toBe(5)
    expect(root.messageBadge).toBe(5)
    root.onSignedOut()
    expect(root.todoCount.count).toBeUndefined()
    expect(readCachedTaskNum()).toBeUndefined()
  })
})
