import './test-setup'
import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { useSettingSaver } from '@/components/use-setting-saver'

describe('useSettingSaver', () => {
  let toast: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => toast.mockRestore())

  it('shows the new value at once, marks the row pending, then takes the saved value', async () => {
    let value = false
    let finish!: (v: boolean) => void
    const { result } = renderHook(() => useSettingSaver())
    let done!: Promise<boolean>
    act(() => {
      done = result.current.change('mute', {
        apply: () => (value = true),
        save: () => new Promise<boolean>((r) => (finish = r)),
        commit: (saved) => (value = saved),
        rollback: () => (value = false),
      })
    })
    expect(value).toBe(true)
    expect(result.current.pending('mute')).toBe(true)
    expect(result.current.pending('other')).toBe(false)
    await act(async () => {
      finish(true)
      expect(await done).toBe(true)
    })
    expect(value).toBe(true)
    expect(result.current.pending('mute')).toBe(false)
    expect(toast).not.toHaveBeenCalled()
  })

  it("rolls back and toasts the server's message or 保存失败，请稍后重试", async () => {
    let value = 'a'
    const { result } = renderHook(() => useSettingSaver())
    const change = (error: unknown) =>
      result.current.change('k', { apply: () => (value = 'b'), save: () => Promise.reject(error), rollback: () => (value = 'a') })
    await act(async () => expect(await change(new Error('无权修改'))).toBe(false))
    expect(value).toBe('a')
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '无权修改' }))
    await act(async () => expect(await change({})).toBe(false))
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '保存失败，请稍后重试' }))
    expect(result.current.pending('k')).toBe(false)
  })
})
