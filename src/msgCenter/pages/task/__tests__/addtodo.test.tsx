import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { createPersonalTodo } from '@/features/tasks/api'
import { clearTodoDraft, readTodoDraft, writeTodoDraft } from '@/features/tasks/todo-draft'
import AddTodoPage from '@/msgCenter/pages/task/addtodo'

jest.mock('@/features/tasks/api', () => ({ createPersonalTodo: jest.fn() }))
const create = createPersonalTodo as jest.MockedFunction<typeof createPersonalTodo>

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

async function press(testId: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId))
  })
}

describe('新建待办', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    // The page hooks need Taro's page runtime; here the page is simply shown once.
    jest.spyOn(Taro, 'useDidShow').mockImplementation(() => undefined)
    jest.spyOn(nav, 'back').mockResolvedValue(undefined as never)
    create.mockReset()
    clearTodoDraft()
  })
  afterEach(() => jest.restoreAllMocks())
  const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

  it('needs a title, then creates the todo with the trimmed fields and the draft, and goes back', async () => {
    create.mockResolvedValue(undefined as never)
    writeTodoDraft({ reminderTimes: ['2030-01-02T01:00:00.000Z'], executors: [{ username: 'u1', name: '张三' }] as never })
    const { container } = render(<AddTodoPage />)
    expect(screen.getByText('张三')).toBeInTheDocument()
    type(container.querySelector('[placeholder="请输入待办标题"]') as HTMLElement, '  ')
    await press('todo-save')
    expect(lastToast()).toBe('请输入待办标题')
    expect(create).not.toHaveBeenCalled()
    type(container.querySelector('[placeholder="请输入待办标题"]') as HTMLElement, ' 交报告 ')
    type(container.querySelector('[placeholder="请输入内容（选填）"]') as HTMLElement, ' 第三章 ')
    await press('todo-save')
    expect(create).toHaveBeenCalledWith({
      title: '交报告',
      content: '第三章',
      dueTime: undefined,
      reminderTimes: ['2030-01-02T01:00:00.000Z'],
      executors: ['u1'],
    })
    expect(lastToast()).toBe('已创建')
    expect(readTodoDraft()).toEqual({ executors: [], reminderTimes: [] })
    expect(nav.back).toHaveBeenCalled()
  })
})
