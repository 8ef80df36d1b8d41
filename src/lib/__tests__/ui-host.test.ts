import Taro from '@tarojs/taro'

describe('ui-host on H5 (Taro’s toast and loading loaded on first use)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('runs calls made while it loads in order, and later calls at once', async () => {
    const calls: string[] = []
    jest.spyOn(Taro, 'showLoading').mockImplementation((() => calls.push('show')) as never)
    jest.spyOn(Taro, 'hideLoading').mockImplementation((() => calls.push('hide')) as never)
    jest.spyOn(Taro, 'showToast').mockImplementation((() => calls.push('toast')) as never)
    let withUiHost!: typeof import('../ui-host.h5').withUiHost
    jest.isolateModules(() => ({ withUiHost } = require('../ui-host.h5')))
    const first = withUiHost((h) => h.showLoading({ title: 'x' }))
    const second = withUiHost((h) => h.hideLoading())
    expect(calls).toEqual([])
    await Promise.all([first, second])
    expect(calls).toEqual(['show', 'hide'])
    void withUiHost((h) => h.showToast({ title: 'y' }))
    expect(calls).toEqual(['show', 'hide', 'toast'])
  })

  it('never rejects, even when the call throws', async () => {
    jest.spyOn(Taro, 'showToast').mockImplementation(() => {
      throw new Error('no page')
    })
    const { withUiHost } = require('../ui-host.h5') as typeof import('../ui-host.h5')
    await expect(withUiHost((h) => h.showToast({ title: 'z' }))).resolves.toBeUndefined()
  })
})
