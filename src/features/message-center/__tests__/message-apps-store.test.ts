import { MessageAppsStore, type MessageAppsApi } from '@/features/message-center/message-apps-store'
import type { InstantApp } from '@/features/message-center/types'

const app = (appId: number, patch: Partial<InstantApp> = {}): InstantApp => ({
  appId,
  appCode: `app${appId}`,
  appName: `应用${appId}`,
  appIcon: '',
  tag: '办公',
  isThird: false,
  lastMessage: null,
  unreadCount: 0,
  isTop: false,
  isDisturb: false,
  sort: null,
  ...patch,
})

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function fakeApi(apps: InstantApp[], overrides: Partial<MessageAppsApi> = {}): MessageAppsApi {
  const ok = (appId: number) => Promise.resolve({ appId, isTop: false, isDisturb: false })
  return {
    getAppInstantMessageList: jest.fn(async () => ({
      list: apps,
      totalUnread: apps.reduce((s, a) => s + (a.isDisturb ? 0 : a.unreadCount), 0),
    })),
    appTop: jest.fn(ok),
    appTopCancel: jest.fn(ok),
    appDisturbed: jest.fn(ok),
    readAppMessages: jest.fn(async () => ({ affected: 1 })),
    readAllMessages: jest.fn(async () => ({ affected: 1 })),
    deleteMsgApp: jest.fn(async () => ({ affected: 1 })),
    getUserSetting: jest.fn(async () => ({ mergeTaskMessage: false, groupByTag: false, showThirdMessage: false })),
    appGroupByTag: jest.fn(async () => []),
    getThirdUnReadCount: jest.fn(async () => ({ total: 0, apps: [] })),
    ...overrides,
  }
}

describe('MessageAppsStore', () => {
  it('loads apps pinned first and reports the badge total without muted apps', async () => {
    const unread = jest.fn()
    const store = new MessageAppsStore(
      fakeApi([app(1, { unreadCount: 2 }), app(2, { isTop: true, unreadCount: 3 }), app(3, { unreadCount: 5, isDisturb: true })]),
      unread,
    )
    await store.load()
    expect(store.status).toBe('ready')
    expect(store.apps.map((a) => a.appId)).toEqual([2, 1, 3])
    expect(store.totalUnread).toBe(5)
    expect(unread).toHaveBeenLastCalledWith(5)
  })

  it('pins at once (top of the list) and keeps it when the server agrees', async () => {
    const api = fakeApi([app(1), app(2), app(3)])
    const store = new MessageAppsStore(api)
    await store.load()
    const done = store.setTop(3, true)
    expect(store.apps.map((a) => [a.appId, a.isTop])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ])
    expect(store.pending.has(3)).toBe(true)
    await expect(done).resolves.toBe(true)
    expect(api.appTop).toHaveBeenCalledWith(3)
    expect(store.pending.size).toBe(0)
    await store.setTop(3, false)
    expect(store.apps.map((a) => a.appId)).toEqual([3, 1, 2])
    expect(store.find(3)?.isTop).toBe(false)
  })

  it('rolls a pin back in place when the server refuses, keeping other apps’ changes', async () => {
    const top = deferred<never>()
    const api = fakeApi([app(1), app(2, { unreadCount: 4 })], { appTop: jest.fn(() => top.promise) })
    const store = new MessageAppsStore(api)
    await store.load()
    const pin = store.setTop(2, true)
    expect(store.apps[0].appId).toBe(2)
    await store.setDisturb(1, true)
    top.reject(new Error('记录不存在'))
    await expect(pin).resolves.toBe(false)
    expect(store.apps.map((a) => [a.appId, a.isTop, a.isDisturb])).toEqual([
      [1, false, true],
      [2, false, false],
    ])
    expect((store.actionError as Error).message).toBe('记录不存在')
  })

  it('mutes optimistically (badge total drops) and restores on failure', async () => {
    const unread = jest.fn()
    const api = fakeApi([app(1, { unreadCount: 4 }), app(2, { unreadCount: 1 })], {
      appDisturbed: jest.fn(async () => {
        throw new Error('网络错误')
      }),
    })
    const store = new MessageAppsStore(api, unread)
    await store.load()
    const mute = store.setDisturb(1, true)
    expect(store.totalUnread).toBe(1)
    expect(unread).toHaveBeenLastCalledWith(1)
    await expect(mute).resolves.toBe(false)
    expect(store.find(1)?.isDisturb).toBe(false)
    expect(unread).toHaveBeenLastCalledWith(5)
  })

  it('refuses a second change to an app while one is on its way', async () => {
    const top = deferred<{ appId: number; isTop: boolean; isDisturb: boolean }>()
    const api = fakeApi([app(1)], { appTop: jest.fn(() => top.promise) })
    const store = new MessageAppsStore(api)
    await store.load()
    const first = store.setTop(1, true)
    await expect(store.setDisturb(1, true)).resolves.toBe(false)
    top.resolve({ appId: 1, isTop: true, isDisturb: false })
    await expect(first).resolves.toBe(true)
    expect(api.appDisturbed).not.toHaveBeenCalled()
  })

  it('reads one app, reads all and deletes, with rollback of a failed delete', async () => {
    const unread = jest.fn()
    const api = fakeApi([app(1, { unreadCount: 2 }), app(2, { unreadCount: 3 })], {
      deleteMsgApp: jest.fn(async () => {
        throw new Error('删除失败')
      }),
    })
    const store = new MessageAppsStore(api, unread)
    await store.load()
    await store.readApp(1)
    expect(store.totalUnread).toBe(3)
    await store.readAll()
    expect(store.apps.every((a) => a.unreadCount === 0)).toBe(true)
    expect(unread).toHaveBeenLastCalledWith(0)
    const removing = store.remove(2)
    expect(store.apps.map((a) => a.appId)).toEqual([1])
    await expect(removing).resolves.toBe(false)
    expect(store.apps.map((a) => a.appId)).toEqual([1, 2])
  })

  it('shows the error state on a failed first load and keeps the list on a failed quiet reload', async () => {
    let fail = true
    const api = fakeApi([app(1)], {
      getAppInstantMessageList: jest.fn(async () => {
        if (fail) throw new Error('加载失败')
        return { list: [app(1)], totalUnread: 0 }
      }),
    })
    const store = new MessageAppsStore(api)
    await store.load()
    expect(store.status).toBe('error')
    fail = false
    await store.load()
    expect(store.status).toBe('ready')
    fail = true
    await store.load(true)
    expect([store.status, store.apps.length, (store.refreshError as Error).message]).toEqual(['ready', 1, '加载失败'])
  })

  it('loads tag groups and third-party unread only when the user turned them on', async () => {
    const api = fakeApi([app(1)], {
      getUserSetting: jest.fn(async () => ({ mergeTaskMessage: false, groupByTag: true, showThirdMessage: true })),
      appGroupByTag: jest.fn(async () => [{ groupId: null, tagName: '办公', custom: false, apps: [] }]),
      getThirdUnReadCount: jest.fn(async () => ({ total: 2, apps: [] })),
    })
    const store = new MessageAppsStore(api)
    await store.load()
    expect([store.groupByTag, store.groups.length, store.third?.total]).toEqual([true, 1, 2])
    const plain = fakeApi([app(1)])
    await new MessageAppsStore(plain).load()
    expect(plain.appGroupByTag).not.toHaveBeenCalled()
  })

  it('全部已读 and reading one third-party app clear the 第三方消息 count too', async () => {
    const third = (n: number) => ({
      total: n,
      apps: [
        { appId: 7, appName: '图书馆', unreadCount: 1 },
        { appId: 8, appName: '一卡通', unreadCount: n - 1 },
      ],
    })
    const settings = { getUserSetting: jest.fn(async () => ({ mergeTaskMessage: false, groupByTag: false, showThirdMessage: true })) }
    const apps = [app(1, { unreadCount: 2 }), app(7, { isThird: true, unreadCount: 1 }), app(8, { isThird: true, unreadCount: 2 })]
    const store = new MessageAppsStore(fakeApi(apps, { ...settings, getThirdUnReadCount: jest.fn(async () => third(3)) }))
    await store.load()
    expect(store.third?.total).toBe(3)
    await store.readApp(7)
    expect(store.third?.total).toBe(2)
    expect(store.third?.apps.find((a) => a.appId === 7)?.unreadCount).toBe(0)
    await store.readAll()
    expect(store.third?.total).toBe(0)
    expect(store.third?.apps.every((a) => a.unreadCount === 0)).toBe(true)
    expect(store.totalUnread).toBe(0)
  })

  it('keeps the 第三方消息 count when 全部已读 fails', async () => {
    const store = new MessageAppsStore(
      fakeApi([app(7, { isThird: true, unreadCount: 1 })], {
        getUserSetting: jest.fn(async () => ({ mergeTaskMessage: false, groupByTag: false, showThirdMessage: true })),
        getThirdUnReadCount: jest.fn(async () => ({ total: 1, apps: [{ appId: 7, appName: '图书馆', unreadCount: 1 }] })),
        readAllMessages: jest.fn(async () => Promise.reject(new Error('网络错误'))),
      }),
    )
    await store.load()
    expect(await store.readAll()).toBe(false)
    expect([store.third?.total, store.totalUnread]).toEqual([1, 1])
  })
})
