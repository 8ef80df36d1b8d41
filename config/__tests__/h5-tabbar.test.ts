import Taro from '@tarojs/taro'
import { defineCustomElementTaroTabbar, type PortalTabbar } from '../h5-components/tabbar.js'

// The H5 tab bar as a plain custom element (config/h5-components/tabbar.js): Taro's markup and the events Taro's
// tab-bar APIs send, answered as Taro's Stencil bar answers them.
const LIST = [
  { pagePath: 'pages/tab/index/index', text: '首页', iconPath: '/home.png', selectedIconPath: '/home-on.png' },
  { pagePath: 'pages/tab/service/index', text: '服务', iconPath: '/service.png', selectedIconPath: '/service-on.png' },
  { pagePath: 'pages/tab/my/my', text: '我的', iconPath: '/my.png', selectedIconPath: '/my-on.png' },
]

type Bar = PortalTabbar

/** The bar as @tarojs/router adds it, on the page `path` (the router announces each page it opens). */
function mountBar(path = '/pages/tab/service/index') {
  defineCustomElementTaroTabbar()
  const bar = document.createElement('taro-tabbar') as Bar
  bar.conf = {
    list: LIST.map((item) => ({ ...item })),
    color: '#333333',
    selectedColor: '#ed663f',
    mode: 'browser',
    homePage: 'pages/tab/index/index',
    customRoutes: {},
  }
  document.body.appendChild(bar)
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path } })
  return bar
}

/** Sends a tab-bar API event and returns its answer. */
function send(event: string, options: object) {
  const answer = { ok: undefined as unknown, fail: undefined as unknown }
  Taro.eventCenter.trigger(event, {
    ...options,
    successHandler: (r: unknown) => (answer.ok = r),
    errorHandler: (r: unknown) => (answer.fail = r),
  })
  return answer
}

const items = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>('.weui-tabbar__item')]

afterEach(() => {
  document.body.innerHTML = ''
})

describe('H5 tab bar (config/h5-components/tabbar.js)', () => {
  it("draws Taro's markup as a tab list, the current page's tab selected", () => {
    const bar = mountBar()
    expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom')
    expect(bar.querySelector('[role="tablist"]')).toHaveClass('weui-tabbar', 'taro-tabbar__border-black')
    expect(items(bar).map((i) => i.textContent)).toEqual(['首页', '服务', '我的'])
    expect(items(bar).map((i) => i.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(items(bar)[1]).toHaveClass('weui-bar__item_on')
    expect(items(bar).map((i) => i.querySelector('img')!.getAttribute('src'))).toEqual(['/home.png', '/service-on.png', '/my.png'])
    expect(items(bar).map((i) => (i.querySelector('.weui-tabbar__label') as HTMLElement).style.color)).toEqual([
      'rgb(51, 51, 51)',
      'rgb(237, 102, 63)',
      'rgb(51, 51, 51)',
    ])
  })

  it('follows route changes and hides itself on a page that is not a tab', () => {
    const bar = mountBar()
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/tab/my/my?x=1' } })
    expect(items(bar).map((i) => i.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true'])
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pagesA/news/detail' } })
    expect(bar).toHaveClass('taro-tabbar__tabbar-hide')
  })

  it('shows a badge or a red dot only while set, and answers as Taro does', () => {
    const bar = mountBar()
    expect(send('__taroSetTabBarBadge', { index: 2, text: '11' }).ok).toEqual({ errMsg: 'setTabBarBadge:ok' })
    expect(items(bar)[2].querySelector('.weui-badge')!.textContent).toBe('11')
    expect(bar.querySelectorAll('.weui-badge')).toHaveLength(1)
    // A screen reader hears the count after the label from a hidden note, not the badge's bare digits.
    expect(items(bar)[2].querySelector('.weui-badge')).toHaveAttribute('aria-hidden', 'true')
    expect(items(bar)[2].querySelector('.taro-tabbar__unread')!.textContent).toBe('，11条未读')
    send('__taroShowTabBarRedDotHandler', { index: 2 })
    expect(items(bar)[2].querySelectorAll('.weui-badge')).toHaveLength(1)
    expect(items(bar)[2].querySelector('.weui-badge_dot')).not.toBeNull()
    expect(items(bar)[2].querySelector('.taro-tabbar__unread')!.textContent).toBe('，有新内容')
    send('__taroHideTabBarRedDotHandler', { index: 2 })
    expect(bar.querySelector('.weui-badge')).toBeNull()
    expect(bar.querySelector('.taro-tabbar__unread')).toBeNull()
    send('__taroSetTabBarBadge', { index: 0, text: '3' })
    expect(send('__taroRemoveTabBarBadge', { index: 0 }).ok).toEqual({ errMsg: 'removeTabBarBadge:ok' })
    expect(bar.querySelector('.weui-badge')).toBeNull()
    expect(send('__taroSetTabBarBadge', { index: 7, text: '1' }).fail).toEqual({ errMsg: 'setTabBarBadge:fail tabbar item not found' })
  })

  it('changes items, style and visibility through the tab-bar APIs, keeping the icon element', () => {
    const bar = mountBar()
    const icon = items(bar)[0].querySelector('img')
    expect(send('__taroSetTabBarItem', { index: 0, text: '主页', iconPath: '/theme-home.png' }).ok).toEqual({ errMsg: 'setTabBarItem:ok' })
    expect(items(bar)[0].textContent).toBe('主页')
    expect(items(bar)[0].querySelector('img')).toBe(icon)
    expect(icon!.getAttribute('src')).toBe('/theme-home.png')
    send('__taroSetTabBarStyle', { backgroundColor: '#000000', selectedColor: '#00ff00', borderStyle: 'white' })
    const list = bar.querySelector('.weui-tabbar') as HTMLElement
    expect(list.style.backgroundColor).toBe('rgb(0, 0, 0)')
    expect(list).toHaveClass('taro-tabbar__border-white')
    expect((items(bar)[1].querySelector('.weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(0, 255, 0)')
    expect(send('__taroHideTabBar', { animation: false }).ok).toEqual({ errMsg: 'hideTabBar:ok' })
    expect(bar).toHaveClass('taro-tabbar__tabbar-hide')
    send('__taroShowTabBar', {})
    expect(bar).not.toHaveClass('taro-tabbar__tabbar-hide')
    send('__taroHideTabBar', { animation: true })
    expect(bar).toHaveClass('taro-tabbar__tabbar-slideout')
  })

  it('draws a sheet cell address as that cell of the sheet, and an image again for a plain address', () => {
    const bar = mountBar('/pages/tab/index/index')
    // (jsdom's style parser refuses brackets in an address, so this sheet has no filters:format(png)/ in it.)
    const sheet = '/unsafe/sheet/81x81/?link=a&link=b&link=c&link=d'
    send('__taroSetTabBarItem', { index: 0, iconPath: `${sheet}#cell=0/4`, selectedIconPath: `${sheet}#cell=1/4` })
    send('__taroSetTabBarItem', { index: 1, iconPath: `${sheet}#cell=2/4`, selectedIconPath: `${sheet}#cell=3/4` })
    const iconOf = (index: number) => items(bar)[index].querySelector<HTMLElement>('.weui-tabbar__icon')!
    // Tab 0 is selected: its selected icon, cell 1 of 4, a third of the way along a sheet four icons wide.
    expect(iconOf(0).tagName).toBe('SPAN')
    expect(iconOf(0)).toHaveAttribute('aria-hidden', 'true')
    expect(iconOf(0).style.backgroundImage).toBe(`url(${sheet})`)
    expect(iconOf(0).style.backgroundSize).toBe('400% 100%')
    expect(parseFloat(iconOf(0).style.backgroundPosition)).toBeCloseTo(100 / 3)
    expect(parseFloat(iconOf(1).style.backgroundPosition)).toBeCloseTo(200 / 3)
    Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/tab/service/index' } })
    expect(iconOf(0).style.backgroundPosition).toBe('0% 0%')
    expect(iconOf(1).style.backgroundPosition).toBe('100% 0%')
    send('__taroSetTabBarItem', { index: 1, iconPath: '/plain.png', selectedIconPath: '/plain-on.png' })
    expect(iconOf(1).tagName).toBe('IMG')
    expect(iconOf(1).getAttribute('src')).toBe('/plain-on.png')
    expect(items(bar)[1].querySelector('.taro-tabbar__icon-box')!.children).toHaveLength(1)
  })

  it('switches tab on a tap, Enter or Space, and answers switchTab for tab pages only', () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'switchTab:ok' }))
    const onTabItemTap = jest.fn()
    const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ onTabItemTap } as never])
    const bar = mountBar()
    // Taro tells the page of a tap only while the bar is drawn; jsdom lays nothing out, so the bar says it is.
    bar.getClientRects = () => [{}] as unknown as DOMRectList
    items(bar)[2].click()
    expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/tab/my/my' })
    expect(items(bar)[2].getAttribute('aria-selected')).toBe('true')
    expect(onTabItemTap).toHaveBeenCalledWith({ index: 2, pagePath: '/pages/tab/my/my', text: '我的' })
    items(bar)[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/tab/index/index' })
    items(bar)[1].dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/tab/service/index' })
    expect(send('__taroSwitchTab', { url: '/pages/tab/my/my' }).ok).toEqual({ errMsg: 'switchTab:ok' })
    expect(send('__taroSwitchTab', { url: '/pagesA/news/detail' }).fail).toEqual({
      errMsg: 'switchTab:fail page "/pagesA/news/detail" is not found',
    })
    switchTab.mockRestore()
    pages.mockRestore()
  })

  it('stops listening once removed', () => {
    const bar = mountBar()
    bar.remove()
    send('__taroSetTabBarBadge', { index: 1, text: '5' })
    expect(bar.querySelector('.weui-badge')).toBeNull()
  })

  it('refuses a tab list Taro refuses', () => {
    defineCustomElementTaroTabbar()
    const bar = document.createElement('taro-tabbar') as Bar
    bar.conf = { list: LIST.slice(0, 1) }
    expect(() => bar.connectedCallback()).toThrow('tabBar 配置错误')
  })
})
