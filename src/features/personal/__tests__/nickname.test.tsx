import '@/components/__tests__/test-setup'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { checkNickname } from '@contract/nickname'
import { NicknameCell } from '@/features/personal/components/nickname-cell'
import { saveNickname } from '@/features/personal/api'

jest.mock('@/features/personal/api', () => ({ saveNickname: jest.fn() }))
const save = saveNickname as jest.MockedFunction<typeof saveNickname>

describe('checkNickname (the rule client and server share)', () => {
  it('trims, counts characters (an emoji is one) and refuses empty, long and control characters in Chinese', () => {
    expect(checkNickname('  小明 ')).toEqual({ ok: true, nickname: '小明' })
    expect(checkNickname('😀'.repeat(20))).toEqual({ ok: true, nickname: '😀'.repeat(20) })
    expect(checkNickname('   ')).toEqual({ ok: false, reason: '请输入昵称' })
    expect(checkNickname('a'.repeat(21))).toEqual({ ok: false, reason: '昵称最多 20 个字' })
    expect(checkNickname('小\t明')).toEqual({ ok: false, reason: '昵称不能包含控制字符或不可见字符' })
    expect(checkNickname('小\u202e明')).toMatchObject({ ok: false })
  })
})

describe('NicknameCell', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    save.mockReset()
  })
  afterEach(() => toast.mockRestore())

  const input = () => screen.getByTestId('nickname-input')
  const type = (value: string) =>
    act(() => {
      input().dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }))
    })

  it('offers 保存 only once the draft differs, saves it and reports the saved nickname', async () => {
    save.mockResolvedValue({ nickname: '小明' })
    const onSaved = jest.fn()
    render(<NicknameCell nickname="" onSaved={onSaved} />)
    expect(screen.queryByTestId('nickname-save')).toBeNull()
    type(' 小明 ')
    await act(async () => {
      fireEvent.click(screen.getByTestId('nickname-save'))
    })
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('小明'))
    expect(save).toHaveBeenCalledWith(' 小明 ')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '昵称已保存' }))
  })

  it('shows the reason and sends nothing when the nickname breaks the rule', async () => {
    render(<NicknameCell nickname="小明" onSaved={jest.fn()} />)
    type('一二三四五六七八九十一二三四五六七八九十一')
    await act(async () => {
      fireEvent.click(screen.getByTestId('nickname-save'))
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '昵称最多 20 个字' }))
    expect(save).not.toHaveBeenCalled()
  })

  it("toasts the server's refusal and keeps the draft", async () => {
    save.mockRejectedValue(new Error('昵称不能包含控制字符或不可见字符'))
    const onSaved = jest.fn()
    render(<NicknameCell nickname="" onSaved={onSaved} />)
    type('阿明')
    await act(async () => {
      fireEvent.click(screen.getByTestId('nickname-save'))
    })
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '昵称不能包含控制字符或不可见字符' })))
    expect(onSaved).not.toHaveBeenCalled()
    expect(screen.getByTestId('nickname-save')).toBeInTheDocument()
  })
})
