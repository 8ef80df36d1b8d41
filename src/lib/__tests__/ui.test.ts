import Taro from '@tarojs/taro'
import { hideLoading, notify, setNotifyPresenter, showLoading, toast, withLoading } from '@/lib/ui'

describe('toast and notify', () => {
  let showToast: jest.SpyInstance

  beforeEach(() => {
    showToast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
  })
  afterEach(() => {
    showToast.mockRestore()
    setNotifyPresenter(undefined)
  })

  it('toast shows text without icon for 2000 ms', async () => {
    await toast('已复制')
    expect(showToast).toHaveBeenCalledWith({ title: '已复制', icon: 'none', duration: 2000 })
  })

  it('toast skips empty messages', async () => {
    await toast('')
    expect(showToast).not.toHaveBeenCalled()
  })

  it('toast never rejects, even if the platform call fails', async () => {
    showToast.mockRejectedValueOnce(new Error('no page'))
    await expect(toast('x')).resolves.toBeUndefined()
  })

  it('notify falls back to a 3000 ms toast', () => {
    notify('已保存')
    expect(showToast).toHaveBeenCalledWith({ title: '已保存', icon: 'none', duration: 3000 })
  })

  it('notify uses a registered presenter with kind and duration', () => {
    const presenter = jest.fn()
    setNotifyPresenter(presenter)
    notify('失败了', 'danger')
    expect(presenter).toHaveBeenCalledWith('失败了', 'danger', 3000)
    expect(showToast).not.toHaveBeenCalled()
  })

  it('notify skips empty messages', () => {
    const presenter = jest.fn()
    setNotifyPresenter(presenter)
    notify('')
    expect(presenter).not.toHaveBeenCalled()
  })
})

describe('loading', () => {
  let show: jest.SpyInstance
  let hide: jest.SpyInstance

  beforeEach(() => {
    jest.useFakeTimers()
    show = jest.spyOn(Taro, 'showLoading').mockResolvedValue({ errMsg: 'ok' })
    hide = jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
  })
  afterEach(() => {
    jest.useRealTimers()
    show.mockRestore()
    hide.mockRestore()
  })

  it('keeps the indicator up at least 500 ms', async () => {
    showLoading()
    expect(show).toHaveBeenCalledWith({ title: '加载中', mask: true })
    const hidden = hideLoading()
    await jest.advanceTimersByTimeAsync(499)
    expect(hide).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    await hidden
    expect(hide).toHaveBeenCalledTimes(1)
  })

  it('hides at once when it was up long enough', async () => {
    showLoading('提交中')
    expect(show).toHaveBeenCalledWith({ title: '提交中', mask: true })
    await jest.advanceTimersByTimeAsync(800)
    const hidden = hideLoading()
    await jest.advanceTimersByTimeAsync(0)
    await hidden
    expect(hide).toHaveBeenCalledTimes(1)
  })

  it('shares one indicator between nested callers', async () => {
    showLoading()
    showLoading()
    expect(show).toHaveBeenCalledTimes(1)
    await hideLoading()
    await jest.advanceTimersByTimeAsync(1000)
    expect(hide).not.toHaveBeenCalled()
    const last = hideLoading()
    await jest.advanceTimersByTimeAsync(0)
    await last
    expect(hide).toHaveBeenCalledTimes(1)
  })

  it('a show during a pending hide keeps the indicator up', async () => {
    showLoading()
    const hidden = hideLoading()
    await jest.advanceTimersByTimeAsync(200)
    showLoading()
    await jest.advanceTimersByTimeAsync(300)
    await hidden
    expect(hide).not.toHaveBeenCalled()
    const last = hideLoading()
    await jest.advanceTimersByTimeAsync(500)
    await last
    expect(hide).toHaveBeenCalledTimes(1)
  })

  it('ignores a hide without a show', async () => {
    await hideLoading()
    await jest.advanceTimersByTimeAsync(1000)
    expect(hide).not.toHaveBeenCalled()
  })

  it('withLoading hides after the work, also when it fails', async () => {
    const failing = withLoading(Promise.reject(new Error('x')))
    const caught = failing.catch((error: Error) => error.message)
    await jest.advanceTimersByTimeAsync(500)
    expect(await caught).toBe('x')
    expect(hide).toHaveBeenCalledTimes(1)
    const ok = withLoading(Promise.resolve(5))
    await jest.advanceTimersByTimeAsync(500)
    expect(await ok).toBe(5)
    expect(hide).toHaveBeenCalledTimes(2)
  })
})
