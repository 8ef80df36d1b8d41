import Taro from '@tarojs/taro'
import { nav } from '../nav'

const pagesAt = (...routes: string[]) =>
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(routes.map((route) => ({ route, options: {} })) as never)

describe('nav.backTo', () => {
  let back: jest.SpyInstance
  beforeEach(() => {
    back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('returns from a sub-level of the organisation tree to 添加接收人, not one level up', async () => {
    pagesAt(
      'msgCenter/pages/onlineSend/index',
      'msgCenter/pages/onlineSend/chooseRecivePerson',
      'msgCenter/pages/onlineSend/chooseOrganization',
      'msgCenter/pages/onlineSend/chooseOrganization',
      'msgCenter/pages/onlineSend/chooseOrganization',
    )
    await nav.backTo('chooseRecivePerson')
    expect(back).toHaveBeenCalledWith({ delta: 3 })
  })

  it('reads the H5 router routes, which start with a slash', async () => {
    pagesAt('/msgCenter/pages/onlineSend/chooseRecivePerson', '/msgCenter/pages/onlineSend/orgSearch')
    await nav.backTo('chooseRecivePerson')
    expect(back).toHaveBeenCalledWith({ delta: 1 })
  })

  it('on the target page itself, or without it below, goes one page back', async () => {
    pagesAt('msgCenter/pages/onlineSend/index', 'msgCenter/pages/onlineSend/chooseRecivePerson')
    await nav.backTo('chooseRecivePerson')
    expect(back).toHaveBeenLastCalledWith()
    pagesAt('pages/tab/index/index', 'msgCenter/pages/onlineSend/orgSearch')
    await nav.backTo('chooseRecivePerson')
    expect(back).toHaveBeenCalledTimes(2)
    expect(back).toHaveBeenLastCalledWith()
  })
})
