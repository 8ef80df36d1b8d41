import { act, fireEvent, render, screen } from '@testing-library/react'
import { TaskCenterStore, type TaskCenterApi } from '@/features/tasks/task-center-store'
import { TaskPanel } from '@/features/tasks/components/task-panel'

function api(overrides: Partial<TaskCenterApi> = {}): TaskCenterApi {
  return {
    listTasks: jest.fn(async () => ({ items: [], total: 0, page: 1, size: 20 })),
    getToDoListCountNew: jest.fn(async () => ({ todo: 0, overdue: 0, toMeUnread: 0, personalTodo: 2 })),
    getOtherCount: jest.fn(async () => ({ toMeUnread: 0, personalTodo: 2, draft: 1, requestProgress: 0 })),
    getAppsCount: jest.fn(async () => []),
    getGlobalSettingByTypes: jest.fn(async () => ({})),
    ...overrides,
  }
}

describe('TaskPanel', () => {
  it('shows the counts, the level tabs and the empty state of 待办', async () => {
    const store = new TaskCenterStore(api())
    await act(() => store.start())
    render(<TaskPanel store={store} onSettings={() => undefined} />)
    expect(screen.getByText('暂无待办，休息一下吧')).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['待办', '已办', '我的申请', '已阅', '草稿1'])
    expect(screen.getByText('共 0 项')).toBeTruthy()
  })

  it('shows the error with 重试, and 重试 loads again', async () => {
    const list = jest.fn().mockRejectedValueOnce(new Error('服务暂不可用')).mockResolvedValue({ items: [], total: 0, page: 1, size: 20 })
    const store = new TaskCenterStore(api({ listTasks: list }))
    await act(() => store.start())
    render(<TaskPanel store={store} onSettings={() => undefined} />)
    expect(screen.getByText('服务暂不可用')).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByText('重试'))
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(list).toHaveBeenCalledTimes(2)
    expect(screen.getByText('暂无待办，休息一下吧')).toBeTruthy()
  })

  it('switching to 我的申请 shows the status row and loads that level', async () => {
    const list = jest.fn(async () => ({ items: [], total: 0, page: 1, size: 20 }))
    const store = new TaskCenterStore(api({ listTasks: list }))
    await act(() => store.start())
    render(<TaskPanel store={store} onSettings={() => undefined} />)
    await act(async () => {
      fireEvent.click(screen.getByText('我的申请'))
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(screen.getByText('审批中')).toBeTruthy()
    expect(screen.getByText('已退回')).toBeTruthy()
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ level: 'progress', pageNum: 1 }))
  })
})
