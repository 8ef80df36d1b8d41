import './test-setup'
import { act, renderHook } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { nav } from '@/routes/nav'
import { useSubmit } from '@/components/use-submit'

describe('useSubmit', () => {
  let toast: jest.SpyInstance
  let modal: jest.SpyInstance
  let back: jest.SpyInstance
  beforeEach(() => {
    toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
    modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    back = jest.spyOn(nav, 'back').mockResolvedValue(undefined as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('stops on a validation message without calling', async () => {
    const call = jest.fn(async () => 1)
    const { result } = renderHook(() => useSubmit(call, { failure: '保存失败', validate: () => '请输入标题' }))
    await act(async () => expect(await result.current.run()).toBe(false))
    expect(call).not.toHaveBeenCalled()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入标题', icon: 'none' }))
  })

  it("toasts the server's message, else the failure with 请稍后重试, and runs onError", async () => {
    const onError = jest.fn()
    const call = jest.fn().mockRejectedValueOnce(new Error('名称已存在')).mockRejectedValueOnce({})
    const { result } = renderHook(() => useSubmit(call, { failure: '创建失败', onError }))
    await act(async () => expect(await result.current.run()).toBe(false))
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '名称已存在', duration: 2000 }))
    await act(async () => expect(await result.current.run()).toBe(false))
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '创建失败，请稍后重试' }))
    expect(onError).toHaveBeenCalledTimes(2)
    expect(result.current.busy).toBe(false)
  })

  it('is busy while running, ignores a second run, and reports which arguments run', async () => {
    let finish!: (v: string) => void
    const call = jest.fn((_which: 'a' | 'b') => new Promise<string>((r) => (finish = r)))
    const { result } = renderHook(() => useSubmit(call, { failure: '办理失败', success: (r, which) => `${r}:${which}` }))
    let first!: Promise<boolean>
    act(() => {
      first = result.current.run('a')
    })
    expect(result.current.busy).toBe(true)
    expect(result.current.running).toEqual(['a'])
    await act(async () => expect(await result.current.run('b')).toBe(false))
    expect(call).toHaveBeenCalledTimes(1)
    await act(async () => {
      finish('ok')
      expect(await first).toBe(true)
    })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'ok:a' }))
    expect(result.current.busy).toBe(false)
  })

  it('asks first when told to, and a cancel ends quietly', async () => {
    modal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const call = jest.fn(async () => undefined)
    const { result } = renderHook(() => useSubmit(call, { failure: '删除失败', confirm: '删除这条？' }))
    await act(async () => expect(await result.current.run()).toBe(false))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '删除这条？' }))
    expect(call).not.toHaveBeenCalled()
    await act(async () => expect(await result.current.run()).toBe(true))
    expect(call).toHaveBeenCalledTimes(1)
  })

  it('toasts success, runs onSuccess, leaves the page and stays busy meanwhile', async () => {
    const onSuccess = jest.fn()
    const { result } = renderHook(() => useSubmit(async () => 7, { failure: '保存失败', success: '已保存', onSuccess, then: 'back' }))
    await act(async () => expect(await result.current.run()).toBe(true))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存' }))
    expect(onSuccess).toHaveBeenCalledWith(7)
    expect(back).toHaveBeenCalledTimes(1)
    expect(result.current.busy).toBe(true)
  })
})
