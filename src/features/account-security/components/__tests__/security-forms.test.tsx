import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { NewPasswordForm } from '@/features/account-security/components/new-password-form'
import { CodeProofForm } from '@/features/account-security/components/code-proof-form'
import { QuestionPickerForm } from '@/features/account-security/components/question-picker-form'
import { AnswersForm } from '@/features/account-security/components/answers-form'

/** The nth Taro input with this placeholder (its inner <input>, once rendered, carries the placeholder too). */
function field(container: HTMLElement, placeholder: string, nth = 0): HTMLElement {
  const el = container.querySelectorAll(`taro-input-core[placeholder="${placeholder}"]`)[nth]
  if (!el) throw new Error(`no field with placeholder ${placeholder}`)
  return el as HTMLElement
}

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

let toast: jest.SpyInstance
beforeEach(() => {
  toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
})
afterEach(() => jest.restoreAllMocks())
const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title

describe('the account security forms', () => {
  it('修改密码: empty, against the rule, not repeated, then saved', async () => {
    const save = jest.fn(async () => undefined)
    const onSuccess = jest.fn()
    const { container } = render(<NewPasswordForm username="2026001" save={save} success="密码已修改" onSuccess={onSuccess} />)
    await press('password-submit')
    expect(lastToast()).toBe('请输入新密码')
    type(field(container, '请输入新密码'), 'abc')
    await press('password-submit')
    expect(lastToast()).not.toBe('请输入新密码')
    expect(save).not.toHaveBeenCalled()
    type(field(container, '请输入新密码'), 'Campus@2027')
    type(field(container, '请再次输入新密码'), 'Campus@2028')
    await press('password-submit')
    expect(lastToast()).toBe('两次输入的密码不一致')
    type(field(container, '请再次输入新密码'), 'Campus@2027')
    await press('password-submit')
    expect(save).toHaveBeenCalledWith('Campus@2027')
    expect(lastToast()).toBe('密码已修改')
    expect(onSuccess).toHaveBeenCalled()
  })

  it('验证码验证: the account first when signed out, then a 6-digit code', async () => {
    const prove = jest.fn(async () => ({ proof: 'p1', expiresIn: 600 }))
    const onProved = jest.fn()
    const countdown = { running: false, text: '获取验证码', start: jest.fn() }
    const { container } = render(
      <CodeProofForm channel="sms" countdown={countdown as never} askUsername send={jest.fn()} prove={prove} onProved={onProved} />,
    )
    await press('verify-submit')
    expect(lastToast()).toBe('请输入学号/工号')
    type(field(container, '请输入学号/工号'), ' 2026001 ')
    await press('verify-submit')
    expect(lastToast()).toBe('请输入验证码')
    type(field(container, '请输入6位验证码'), '12ab')
    await press('verify-submit')
    expect(lastToast()).toBe('验证码应为6位数字')
    type(field(container, '请输入6位验证码'), '123456')
    await press('verify-submit')
    expect(prove).toHaveBeenCalledWith('2026001', '123456')
    expect(onProved).toHaveBeenCalledWith({ proof: 'p1', expiresIn: 600 })
  })

  it('设置安全问题: three questions first, then answers of 2 characters or more', async () => {
    const save = jest.fn(async () => undefined)
    const { container } = render(<QuestionPickerForm save={save} onSaved={jest.fn()} />)
    type(field(container, '请输入答案', 0), '北京')
    await press('questions-submit')
    expect(lastToast()).toBe('请选择3个安全问题')
    expect(save).not.toHaveBeenCalled()
  })

  it('回答安全问题: every answer before the check', async () => {
    const verify = jest.fn(async () => ({ proof: 'p2' }))
    const { container } = render(<AnswersForm questionCodes={['Q01', 'Q02']} verify={verify} onVerified={jest.fn()} />)
    type(field(container, '请输入答案', 0), '北京')
    await press('answers-submit')
    expect(lastToast()).toBe('请回答全部安全问题')
    type(field(container, '请输入答案', 1), '小白')
    await press('answers-submit')
    expect(verify).toHaveBeenCalledWith([
      { questionCode: 'Q01', answer: '北京' },
      { questionCode: 'Q02', answer: '小白' },
    ])
  })
})
