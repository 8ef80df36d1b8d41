import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { submitFeedback } from '@/features/personal/api'
import SuggestNewPage from '@/pages/myInfo/suggestNew'

jest.mock('@/features/personal/api', () => ({ submitFeedback: jest.fn() }))
const mockReload = jest.fn(async () => undefined)
jest.mock('@/features/personal/components/feedback-list', () => {
  const { forwardRef, useImperativeHandle } = jest.requireActual<typeof import('react')>('react')
  return {
    FeedbackList: forwardRef(function FeedbackList(_props, ref) {
      useImperativeHandle(ref, () => ({ reload: mockReload }))
      return null
    }),
  }
})
const submit = submitFeedback as jest.MockedFunction<typeof submitFeedback>

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

describe('意见反馈', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    submit.mockReset()
    mockReload.mockClear()
  })
  afterEach(() => toast.mockRestore())
  const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title
  const content = (c: HTMLElement) => c.querySelector('[placeholder="请描述您遇到的问题或建议"]') as HTMLElement

  it('needs the text, then sends type, trimmed text and contact, clears the text and reloads the list', async () => {
    submit.mockResolvedValue(undefined as never)
    const { container } = render(<SuggestNewPage />)
    type(content(container), '   ')
    await act(async () => {
      fireEvent.click(screen.getByText('提交'))
    })
    expect(lastToast()).toBe('请填写反馈内容')
    expect(submit).not.toHaveBeenCalled()
    act(() => {
      fireEvent.click(screen.getAllByRole('tab')[1])
    })
    const second = screen.getAllByRole('tab')[1].textContent
    type(content(container), ' 食堂排队太久 ')
    type(container.querySelector('[placeholder="手机号或邮箱，便于我们联系您"]') as HTMLElement, ' 13800138000 ')
    await act(async () => {
      fireEvent.click(screen.getByText('提交'))
    })
    expect(submit).toHaveBeenCalledWith({ type: second, content: '食堂排队太久', contact: '13800138000', images: [] })
    expect(lastToast()).toBe('感谢您的反馈')
    expect(mockReload).toHaveBeenCalled()
    expect(content(container)).toHaveAttribute('value', '')
  })
})
