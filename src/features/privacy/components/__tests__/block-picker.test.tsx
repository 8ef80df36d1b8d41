import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { BlockPicker, type BlockCandidate } from '@/features/privacy/components/block-picker'

const person = (accountName: string, userName: string, orgPath = ''): BlockCandidate => ({ accountName, userName, orgPath })

describe('BlockPicker', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => jest.restoreAllMocks())

  const searchFor = async (text: string) => {
    // Taro's H5 input reports typing as a custom event carrying the value.
    const input = document.querySelector('[placeholder="姓名 / 学号工号 / 拼音 / 手机号"]') as HTMLElement
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
    })
    await act(async () => {
      fireEvent.click(screen.getByTestId('block-search'))
    })
  }

  it('asks for a keyword before searching', async () => {
    const search = jest.fn()
    render(<BlockPicker search={search} blocked={new Set()} self="2026001" onBlock={jest.fn()} />)
    await searchFor('')
    expect(search).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入姓名、学号/工号或拼音' }))
  })

  it('offers the people found except the user, marks those already blocked, and blocks on 加入', async () => {
    const search = jest.fn(async () => ({
      items: [person('2026001', '李明'), person('t1001', '王芳', '示范大学 / 软件工程系'), person('t1002', '张伟')],
      total: 3,
    }))
    const onBlock = jest.fn()
    render(<BlockPicker search={search} blocked={new Set(['t1002'])} self="2026001" onBlock={onBlock} />)
    await searchFor('王')
    expect(search).toHaveBeenCalledWith('王', 20)
    expect(screen.queryByTestId('block-candidate-2026001')).toBeNull()
    expect(screen.getByTestId('block-candidate-t1001')).toHaveTextContent('示范大学 / 软件工程系')
    expect(screen.getByTestId('block-candidate-t1002')).toHaveTextContent('已加入')
    expect(screen.getByTestId('block-candidate-t1002')).toHaveTextContent('机构未公开')
    fireEvent.click(screen.getByText('加入'))
    expect(onBlock).toHaveBeenCalledWith(person('t1001', '王芳', '示范大学 / 软件工程系'))
  })

  it('says when nobody matched and when only the first 20 are shown', async () => {
    const search = jest
      .fn()
      .mockResolvedValueOnce({ items: [], total: 0 })
      .mockResolvedValueOnce({ items: [person('t1001', '王芳')], total: 45 })
    render(<BlockPicker search={search} blocked={new Set()} self="2026001" onBlock={jest.fn()} />)
    await searchFor('zzz')
    expect(screen.getByText('没有找到“zzz”，请换个关键词')).toBeInTheDocument()
    await searchFor('w')
    expect(screen.getByText('仅显示前 20 人，请输入更完整的姓名或学号/工号')).toBeInTheDocument()
  })
})
