import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { RootStore } from '@/stores/root-store'
import { StoreProvider } from '@/stores/context'
import { chooseListFeature } from '@/features/online-send/choose-list-store'
import { externalEntry } from '@/features/online-send/chosen-list'
import AddExternalContactsPage from '@/msgCenter/pages/onlineSend/addExternalContacts'

function type(el: HTMLElement, value: string) {
  act(() => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
  })
}

describe('添加外部联系人', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => toast.mockRestore())
  const lastToast = () => (toast.mock.calls.at(-1)?.[0] as { title: string } | undefined)?.title
  const add = async () => {
    await act(async () => {
      fireEvent.click(screen.getByTestId('external-add'))
    })
  }

  it('shows the reason for a bad number, clears it on typing, adds a good one and refuses it twice', async () => {
    const root = new RootStore()
    const list = root.feature(chooseListFeature)
    render(
      <StoreProvider store={root}>
        <AddExternalContactsPage />
      </StoreProvider>,
    )
    const input = () => screen.getByTestId('external-input')
    type(input(), '12345')
    await add()
    expect(screen.getByTestId('external-problem')).toHaveTextContent('手机号格式不正确')
    expect(list.has(externalEntry('phone', '12345'))).toBe(false)
    type(input(), ' 13800138000 ')
    expect(screen.queryByTestId('external-problem')).toBeNull()
    await add()
    expect(list.has(externalEntry('phone', '13800138000'))).toBe(true)
    expect(lastToast()).toBe('已添加')
    expect(input()).toHaveAttribute('value', '')
    type(input(), '13800138000')
    await add()
    expect(screen.getByTestId('external-problem')).toHaveTextContent('该联系人已添加')
  })

  it('switches to email: the problem goes and an email is checked as an email', async () => {
    const root = new RootStore()
    const list = root.feature(chooseListFeature)
    render(
      <StoreProvider store={root}>
        <AddExternalContactsPage />
      </StoreProvider>,
    )
    await add()
    expect(screen.getByTestId('external-problem')).toHaveTextContent('请输入手机号')
    act(() => {
      fireEvent.click(screen.getByText('邮箱'))
    })
    expect(screen.queryByTestId('external-problem')).toBeNull()
    await add()
    expect(screen.getByTestId('external-problem')).toHaveTextContent('请输入邮箱')
    type(screen.getByTestId('external-input'), 'a@b.cn')
    await add()
    expect(list.has(externalEntry('email', 'a@b.cn'))).toBe(true)
  })
})
