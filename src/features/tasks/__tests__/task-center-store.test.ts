import { TaskCenterStore, type TaskCenterApi } from '@/features/tasks/task-center-store'
import type { TaskListItem } from '@/features/tasks/types'
import type { TaskListArgs } from '@/features/tasks/api'

const item = (id: number, patch: Partial<TaskListItem> = {}): TaskListItem => ({
  id,
  taskId: id * 10,
  circulationId: null,
  serialNo: `SQ${id}`,
  type: 'leave',
  typeName: '请假申请',
  title: `请假 ${id}`,
  summary: '',
  initiator: { username: '2026001', name: '李明' },
  status: 'progress',
  statusName: '审批中',
  currentStepName: '辅导员审批',
  createTime: '2026-11-20T00:00:00.000Z',
  submitTime: null,
  handleTime: null,
  handleAction: null,
  overdue: false,
  deadline: null,
  isRead: false,
  ...patch,
})

function fakeApi(total = 45, overrides: Partial<TaskCenterApi> = {}) {
  const calls: TaskListArgs[] = []
  const api: TaskCenterApi = {
    listTasks: jest.fn(async (args: TaskListArgs) => {
      calls.push(args)
      const start = (args.pageNum - 1) * args.pageSize
      const records = Array.from({ length: Math.max(0, Math.min(args.pageSize, total - start)) }, (_, i) => item(start + i + 1))
      return { items: records, total, page: args.pageNum, size: args.pageSize }
    }),
    getToDoListCountNew: jest.fn(async () => ({ todo: 7, overdue: 1, toMeUnread: 2, personalTodo: 3 })),
    getOtherCount: jest.fn(async () => ({ toMeUnread: 2, personalTodo: 3, draft: 1, requestProgress: 4 })),
    getAppsCount: jest.fn(async () => [{ type: 'leave' as const, typeName: '请假申请', todo: 7 }]),
    getGlobalSettingByTypes: jest.fn(async () => ({})),
    ...overrides,
  }
  return { api, calls }
}

describe('TaskCenterStore', () => {
  it('shows the five first levels, a second row under 我的申请 and 已阅, and the server’s names', async () => {
    const { api } = fakeApi(0, {
      getGlobalSettingByTypes: jest.fn(async () => ({
        taskLevels: {
          firstLevel: [
            { code: 'myTodo', name: '待我处理', enabled: true },
            { code: 'myDone', name: '已办', enabled: true },
            { code: 'myRequest', name: '我的申请', enabled: true },
            { code: 'myReaded', name: '已阅', enabled: true },
            { code: 'myDraft', name: '草稿', enabled: false },
          ],
        },
      })),
    })
    const store = new TaskCenterStore(api)
    await store.loadLevels()
    expect(store.firstTabs.map((t) => t.name)).toEqual(['待我处理', '已办', '我的申请', '已阅'])
    expect(store.subTabs).toEqual([])
    store.setFirst('myRequest')
    expect(store.subTabs.map((t) => t.code)).toEqual(['progress', 'finish', 'break', 'hang'])
    expect(store.listLevel).toBe('progress')
    store.setSub('hang')
    store.setFirst('myReaded')
    expect(store.subTabs.map((t) => t.code)).toEqual(['myReaded', 'toMe', 'Meto'])
    store.setFirst('myRequest')
    expect(store.listLevel).toBe('hang')
  })

  it('keeps the defaults when the setting is missing or malformed', async () => {
    const { api } = fakeApi(0, { getGlobalSettingByTypes: jest.fn(async () => ({ taskLevels: { firstLevel: 'x' } })) })
    const store = new TaskCenterStore(api)
    await store.loadLevels()
    expect(store.firstTabs.map((t) => t.code)).toEqual(['myTodo', 'myDone', 'myRequest', 'myReaded', 'myDraft'])
  })

  it('loads counts, reports the to-do number, and keeps old numbers when a count call fails', async () => {
    const onTodo = jest.fn()
    const { api } = fakeApi(0)
    const store = new TaskCenterStore(api, onTodo)
    await store.loadCounts()
    expect(onTodo).toHaveBeenCalledWith(7)
    expect([store.countOf('myTodo'), store.countOf('myDraft'), store.countOf('progress'), store.countOf('toMe')]).toEqual([7, 1, 4, 2])
    ;(api.getOtherCount as jest.Mock).mockRejectedValueOnce(new Error('x'))
    ;(api.getToDoListCountNew as jest.Mock).mockResolvedValueOnce({ todo: 6, overdue: 0, toMeUnread: 2, personalTodo: 3 })
    await store.loadCounts()
    expect([store.countOf('myTodo'), store.countOf('myDraft')]).toEqual([6, 1])
    expect(onTodo).toHaveBeenLastCalledWith(6)
  })

  it('pages the chosen level and starts over when the level or type changes', async () => {
    const { api, calls } = fakeApi(45)
    const store = new TaskCenterStore(api)
    await store.start()
    expect(store.list.items).toHaveLength(20)
    expect(store.list.hasMore).toBe(true)
    await store.list.loadMore()
    await store.list.loadMore()
    expect(store.list.items).toHaveLength(45)
    expect(store.list.hasMore).toBe(false)
    await store.list.loadMore()
    expect(calls.filter((c) => c.level === 'myTodo').map((c) => c.pageNum)).toEqual([1, 2, 3])
    store.setFirst('myDone')
    expect(store.list.status).toBe('loading')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.at(-1)).toMatchObject({ level: 'myDone', pageNum: 1 })
    store.setType('leave')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.at(-1)).toMatchObject({ level: 'myDone', type: 'leave' })
    store.setType('leave')
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.at(-1)?.type).toBeUndefined()
  })

  it('ignores the answer for a level the user already left', async () => {
    let release!: () => void
    const slow = new Promise<void>((r) => (release = r))
    const { api } = fakeApi(3)
    const list = api.listTasks as jest.Mock
    list.mockImplementationOnce(async (args: TaskListArgs) => {
      await slow
      return { items: [item(99)], total: 1, page: 1, size: args.pageSize }
    })
    const store = new TaskCenterStore(api)
    const first = store.list.reload()
    store.setFirst('myDone')
    await new Promise((r) => setTimeout(r, 0))
    release()
    await first
    expect(store.list.items.map((t) => t.id)).toEqual([1, 2, 3])
  })

  it('takes the initial level from a link: first level or a second-row level', () => {
    const { api } = fakeApi(0)
    const store = new TaskCenterStore(api)
    store.selectFromParam('toMe')
    expect([store.first, store.listLevel]).toEqual(['myReaded', 'toMe'])
    store.selectFromParam('myDone')
    expect(store.listLevel).toBe('myDone')
    store.selectFromParam('nonsense')
    expect(store.listLevel).toBe('myDone')
  })

  it('keeps the items on a failed refresh and records why', async () => {
    const { api } = fakeApi(2)
    const store = new TaskCenterStore(api)
    await store.list.reload()
    ;(api.listTasks as jest.Mock).mockRejectedValueOnce(new Error('网络错误'))
    await store.list.refresh()
    expect([store.list.status, store.list.items.length, (store.list.refreshError as Error).message]).toEqual(['ready', 2, '网络错误'])
  })
})
