import Taro from '@tarojs/taro'
import { dismissFirstPaintOffHome } from '@/shell/first-paint.h5'

const ROUTE_SHOWN = '__afterTaroRouterChange'
const firstPaint = () => document.getElementById('first-paint')

describe('dismissFirstPaintOffHome', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="first-paint"></div><div id="app"></div>'
  })

  it('keeps the first paint while the entry page or the home tab shows (the home removes it itself)', () => {
    const stop = dismissFirstPaintOffHome()
    for (const path of ['/', '/pages/h5/index', '/pages/tab/index/index', 'pages/tab/index/index?isHideTabbar=0']) {
      Taro.eventCenter.trigger(ROUTE_SHOWN, { toLocation: { path } })
      expect(firstPaint()).not.toBeNull()
    }
    stop()
  })

  it('removes it when another page shows first, and stops listening when disposed', () => {
    const stop = dismissFirstPaintOffHome()
    Taro.eventCenter.trigger(ROUTE_SHOWN, { toLocation: { path: '/pages/tab/my/my' } })
    expect(firstPaint()).toBeNull()
    stop()
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-paint"></div>')
    Taro.eventCenter.trigger(ROUTE_SHOWN, { toLocation: { path: '/pages/tab/my/my' } })
    expect(firstPaint()).not.toBeNull()
  })
})
