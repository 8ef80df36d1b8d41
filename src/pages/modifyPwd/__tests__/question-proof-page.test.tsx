import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { recoveryQuestions } from '@/features/account-security/api'
import { QuestionProofPage } from '@/pages/modifyPwd/question-proof-page'

jest.mock('@/features/account-security/api', () => ({
  myQuestionCodes: jest.fn(),
  proveByQuestions: jest.fn(),
  recoveryProveByQuestions: jest.fn(),
  recoveryQuestions: jest.fn(),
}))
const ask = recoveryQuestions as jest.MockedFunction<typeof recoveryQuestions>

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

describe('密保问题验证 (signed out)', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    ask.mockReset()
  })
  afterEach(() => toast.mockRestore())
  const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

  it('needs the account, then asks for its questions with the trimmed account and shows them', async () => {
    ask.mockResolvedValue(['q1', 'q2'] as never)
    const { container } = render(
      <StoreProvider store={new RootStore()}>
        <QuestionProofPage next="password" recover current="verfityQuestion" />
      </StoreProvider>,
    )
    const account = () => container.querySelector('[placeholder="请输入学号/工号"]') as HTMLElement
    type(account(), '  ')
    await act(async () => {
      fireEvent.click(screen.getByTestId('questions-load'))
    })
    expect(lastToast()).toBe('请输入学号/工号')
    expect(ask).not.toHaveBeenCalled()
    type(account(), ' 2026001 ')
    await act(async () => {
      fireEvent.click(screen.getByTestId('questions-load'))
    })
    expect(ask).toHaveBeenCalledWith('2026001')
    expect(screen.getByText('请回答安全问题（连续错误5次将锁定15分钟）。')).toBeInTheDocument()
    expect(screen.queryByTestId('questions-load')).toBeNull()
  })
})
