import './test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { makeAutoObservable, runInAction } from 'mobx'
import { useSubmit } from '@/components/use-submit'
import { SubmitButton } from '@/components/submit-button'

function button(text: string): HTMLElement {
  const el = screen.getByText(text).closest('.nut-button')
  if (!el) throw new Error(`no button ${text}`)
  return el as HTMLElement
}

describe('SubmitButton', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  function Save({ call, disabled }: { call: (n: number) => Promise<void>; disabled?: boolean }) {
    const save = useSubmit(call, { failure: '保存失败', success: '已保存' })
    return (
      <SubmitButton type="primary" submit={save} args={[7]} disabled={disabled} data-testid="save">
        保存
      </SubmitButton>
    )
  }

  it('runs the submit with its arguments, spins and is disabled while busy, and ignores a second press', async () => {
    let finish!: () => void
    const call = jest.fn((_n: number) => new Promise<void>((r) => (finish = r)))
    render(<Save call={call} />)
    expect(button('保存')).not.toHaveClass('nut-button-loading')
    await act(async () => {
      fireEvent.click(button('保存'))
    })
    expect(call).toHaveBeenCalledWith(7)
    expect(button('保存')).toHaveClass('nut-button-loading')
    expect(button('保存')).toHaveClass('nut-button-disabled')
    await act(async () => {
      fireEvent.click(button('保存'))
    })
    expect(call).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存' }))
    expect(button('保存')).not.toHaveClass('nut-button-loading')
    await act(async () => {
      fireEvent.click(button('保存'))
    })
    expect(call).toHaveBeenCalledTimes(2)
  })

  it("leaves the failure to the submit's own handling (the server's message as a toast)", async () => {
    const call = jest.fn(async () => {
      throw new Error('名称已存在')
    })
    render(<Save call={call} />)
    await act(async () => {
      fireEvent.click(button('保存'))
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '名称已存在' }))
    expect(button('保存')).not.toHaveClass('nut-button-loading')
  })

  it('stays disabled when told to and then runs nothing', async () => {
    const call = jest.fn(async () => undefined)
    render(<Save call={call} disabled />)
    await act(async () => {
      fireEvent.click(button('保存'))
    })
    expect(call).not.toHaveBeenCalled()
  })

  it("follows a store's busy flag and runs onClick instead of run", async () => {
    const store = makeAutoObservable({ busy: false })
    const press = jest.fn()
    render(
      <SubmitButton submit={store} onClick={press}>
        登录
      </SubmitButton>,
    )
    await act(async () => {
      fireEvent.click(button('登录'))
    })
    expect(press).toHaveBeenCalledTimes(1)
    act(() => runInAction(() => (store.busy = true)))
    expect(button('登录')).toHaveClass('nut-button-loading')
    await act(async () => {
      fireEvent.click(button('登录'))
    })
    expect(press).toHaveBeenCalledTimes(1)
  })
})
