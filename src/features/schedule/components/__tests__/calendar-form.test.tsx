import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { CalendarForm } from '@/features/schedule/components/calendar-form'

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

describe('CalendarForm', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    jest.spyOn(nav, 'back').mockResolvedValue(undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())
  const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

  it('needs a name, then saves the trimmed name, the chosen colour and the default flag', async () => {
    const save = jest.fn(async () => undefined)
    const onSaved = jest.fn()
    const { container } = render(<CalendarForm save={save} onSaved={onSaved} />)
    type(container.querySelector('[placeholder="如：课程学习、社团活动"]') as HTMLElement, '   ')
    await press('calendar-save')
    expect(lastToast()).toBe('请输入日历名称')
    expect(save).not.toHaveBeenCalled()
    type(container.querySelector('[placeholder="如：课程学习、社团活动"]') as HTMLElement, ' 社团 ')
    act(() => {
      fireEvent.click(screen.getByLabelText('#2DB87D'))
    })
    expect(screen.getByLabelText('#2DB87D')).toHaveAttribute('aria-checked', 'true')
    await press('calendar-save')
    expect(save).toHaveBeenCalledWith({ id: undefined, name: '社团', color: '#2DB87D', isDefault: false })
    expect(lastToast()).toBe('已保存')
    expect(onSaved).toHaveBeenCalled()
    expect(nav.back).toHaveBeenCalled()
  })

  it('edits a calendar from its saved values', async () => {
    const save = jest.fn(async () => undefined)
    render(
      <CalendarForm
        initial={{ id: 3, name: '工作', description: '', color: '#ED663F', isDefault: true, readOnly: false, ownerKind: 'person' }}
        save={save}
        onSaved={() => undefined}
      />,
    )
    await press('calendar-save')
    expect(save).toHaveBeenCalledWith({ id: 3, name: '工作', color: '#ED663F', isDefault: true })
  })
})
