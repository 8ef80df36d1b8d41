import './test-setup'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { FormPage, type FormField } from '@/components/form-page'

const fields: FormField[] = [
  { name: 'title', label: '标题', required: true, maxLength: 20 },
  {
    name: 'phone',
    label: '手机号',
    type: 'tel',
    rules: [{ validator: (v) => /^1[2-9]\d{9}$/.test(String(v)), message: '手机号格式不正确' }],
  },
  { name: 'count', label: '人数', type: 'number' },
  { name: 'remark', label: '备注', type: 'textarea' },
  { name: 'notify', label: '提醒', type: 'switch' },
  { name: 'kind', label: '类型', type: 'picker', options: [{ label: '会议', value: 'meeting' }] },
]

function field(container: HTMLElement, placeholder: string): HTMLElement {
  const el = container.querySelector(`[placeholder="${placeholder}"]`)
  if (!el) throw new Error(`no field with placeholder ${placeholder}`)
  return el as HTMLElement
}

/** Taro's input web components report typing as an `input` event carrying `detail.value`. */
function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

async function clickSubmit(text = '提交') {
  await act(async () => {
    fireEvent.click(screen.getByText(text))
  })
}

describe('FormPage', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => toast.mockRestore())

  it('shows the field messages and does not submit while a rule fails', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const { container } = render(<FormPage fields={fields} onSubmit={onSubmit} />)
    await clickSubmit()
    expect(await screen.findByText('请输入标题')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()

    type(field(container, '请输入标题'), '周例会')
    type(field(container, '请输入手机号'), '12345')
    await clickSubmit()
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument()
    expect(screen.queryByText('请输入标题')).toBeNull()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the values, numbers as numbers, with empty optional fields left out of the rules', async () => {
    const onSubmit = jest.fn(async () => undefined)
    const onSuccess = jest.fn()
    const { container } = render(
      <FormPage fields={fields} onSubmit={onSubmit} onSuccess={onSuccess} initialValues={{ notify: true }} submitText="保存" />,
    )
    type(field(container, '请输入标题'), '周例会')
    type(field(container, '请输入人数'), '12')
    await clickSubmit('保存')
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: '周例会', count: 12, notify: true }))
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(toast).not.toHaveBeenCalled()
  })

  it("toasts the server's message for 2 s and keeps everything the user typed", async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('标题已存在')).mockResolvedValueOnce(undefined)
    const { container } = render(<FormPage fields={fields} onSubmit={onSubmit} />)
    type(field(container, '请输入标题'), '周例会')
    type(field(container, '请输入备注'), '带上电脑')
    await clickSubmit()
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '标题已存在', icon: 'none', duration: 2000 })))
    expect(field(container, '请输入标题').getAttribute('value')).toBe('周例会')
    expect(field(container, '请输入备注').getAttribute('value')).toBe('带上电脑')

    await clickSubmit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ title: '周例会', remark: '带上电脑' }))
  })

  it('falls back to a generic message when the server sends none', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce({})
    const { container } = render(<FormPage fields={fields} onSubmit={onSubmit} />)
    type(field(container, '请输入标题'), 'x')
    await clickSubmit()
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '提交失败，请稍后重试' })))
  })

  it('disables the submit button while submitting and submits once', async () => {
    let finish!: () => void
    const onSubmit = jest.fn(() => new Promise<void>((r) => (finish = r)))
    const { container } = render(<FormPage fields={fields} onSubmit={onSubmit} />)
    type(field(container, '请输入标题'), '周例会')
    await clickSubmit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    const button = container.querySelector('.portal-form__submit .nut-button') as HTMLElement
    expect(button.className).toContain('nut-button-disabled')
    await clickSubmit()
    await clickSubmit()
    expect(onSubmit).toHaveBeenCalledTimes(1)

    await act(async () => finish())
    expect(button.className).not.toContain('nut-button-disabled')
  })

  it('limits a textarea to 140 characters unless told otherwise and shows picker placeholders', () => {
    const { container } = render(<FormPage fields={fields} onSubmit={async () => undefined} />)
    expect(field(container, '请输入备注').getAttribute('maxlength')).toBe('140')
    expect(field(container, '请输入标题').getAttribute('maxlength')).toBe('20')
    expect(screen.getByText('请选择类型')).toBeInTheDocument()
  })

  it("renders a 'custom' field's own control with the value and setter, required as 请选择…", async () => {
    const onSubmit = jest.fn(async () => undefined)
    const custom: FormField = {
      name: 'who',
      label: '联系人',
      type: 'custom',
      required: true,
      render: ({ value, onChange }) => (
        <button type="button" onClick={() => onChange('t1001')}>
          {value ? `已选 ${String(value)}` : '选择联系人'}
        </button>
      ),
    }
    render(<FormPage fields={[custom]} onSubmit={onSubmit} />)
    await clickSubmit()
    expect(await screen.findByText('请选择联系人')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(screen.getByText('选择联系人'))
    })
    expect(screen.getByText('已选 t1001')).toBeInTheDocument()
    await clickSubmit()
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ who: 't1001' }))
  })
})
