import Taro from '@tarojs/taro'
import { addLeadingSlash, getCurrentPage, stripBasename, stripSuffix } from '@tarojs/runtime'
import resolvePathname from 'resolve-pathname'

// Taro's H5 tab bar (`taro-tabbar`, which @tarojs/router creates and feeds with the app's tabBar config) as a
// plain custom element. Taro's is a Stencil component, and it was the reason the Stencil runtime (~12 KB gzip,
// plus its start-up) sat in every first load. This one keeps Taro's DOM and class names (the app's theme styles
// and the tests read them), the events Taro's tab-bar APIs send (switchTab, badges, red dots, show/hide, style,
// items) and the route-change selection; its styles are in src/styles/taro-shell.css. The items are tabs
// (role="tab") instead of `javascript:` links, which a strict CSP refuses.

const SHOW = 0
const HIDE = 1
const SLIDEOUT = 2
const BASE = 'taro-tabbar__tabbar'
/** Item element → what it was last drawn with, so a change redraws only the items it touches. */
const drawn = new WeakMap()

/** The options an API call set (Taro's bar ignores the empty ones). */
const given = (options) => Object.fromEntries(Object.entries(options).filter(([, value]) => value))

/** `path?query#fragment` → path. */
const pathOf = (url = '') => url.split('#')[0].split('?')[0]

const EVENTS = {
  __taroRouterChange: 'onRouterChange',
  __taroSwitchTab: 'onSwitchTab',
  __taroSetTabBarBadge: 'onSetBadge',
  __taroRemoveTabBarBadge: 'onRemoveBadge',
  __taroShowTabBarRedDotHandler: 'onShowRedDot',
  __taroHideTabBarRedDotHandler: 'onHideRedDot',
  __taroShowTabBar: 'onShow',
  __taroHideTabBar: 'onHide',
  __taroSetTabBarStyle: 'onSetStyle',
  __taroSetTabBarItem: 'onSetItem',
}

export class PortalTabbar extends HTMLElement {
  constructor() {
    super()
    this.conf = undefined
    this.list = []
    this.customRoutes = []
    this.homePage = ''
    this.selectedIndex = -1
    this.status = SHOW
    this.barStyle = {}
    this.loaded = false
    this.handlers = Object.entries(EVENTS).map(([event, method]) => [event, this[method].bind(this)])
  }

  connectedCallback() {
    if (!this.loaded) this.load()
    for (const [event, handler] of this.handlers) Taro.eventCenter.on(event, handler)
    this.onRouterChange()
  }

  disconnectedCallback() {
    for (const [event, handler] of this.handlers) Taro.eventCenter.off(event, handler)
  }

  load() {
    const conf = this.conf || {}
    const list = conf.list || []
    if (!Array.isArray(list) || list.length < 2 || list.length > 5) throw new Error('tabBar 配置错误')
    this.loaded = true
    this.homePage = addLeadingSlash(conf.homePage)
    for (const [key, paths] of Object.entries(conf.customRoutes || {})) {
      for (const p of typeof paths === 'string' ? [paths] : paths || []) this.customRoutes.push([addLeadingSlash(key), addLeadingSlash(p)])
    }
    this.list = list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
    const { borderStyle, backgroundColor, color, selectedColor } = conf
    this.barStyle = { borderStyle, backgroundColor, color, selectedColor }
    this.bar = document.createElement('div')
    this.bar.setAttribute('role', 'tablist')
    this.bar.style.height = 'inherit'
    this.bar.addEventListener('click', (event) => this.onItemEvent(event))
    this.bar.addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && this.onItemEvent(event))
    this.appendChild(this.bar)
    this.render()
  }

  originUrl(url) {
    const custom = this.customRoutes.find(([, customUrl]) => pathOf(customUrl) === pathOf(url))
    return stripSuffix(custom ? custom[0] : url, '.html')
  }

  indexOf(url) {
    return this.list.findIndex(({ pagePath }) => pathOf(pagePath) === pathOf(url))
  }

  currentUrl() {
    const routePath = getCurrentPage(this.conf.mode, this.conf.basename)
    return decodeURI(routePath === '/' ? this.homePage : routePath)
  }

  switchTab(index) {
    this.update({ selectedIndex: index })
    Taro.switchTab({ url: this.list[index].pagePath })
  }

  onItemEvent(event) {
    const item = event.target.closest('.weui-tabbar__item')
    if (!item) return
    event.preventDefault()
    const index = Number(item.dataset.index)
    const { pagePath, text } = this.list[index]
    const page = Taro.getCurrentPages().shift()
    if (typeof page?.onTabItemTap === 'function' && this.getClientRects().length) page.onTabItemTap({ index, pagePath, text })
    this.switchTab(index)
  }

  onRouterChange(options) {
    const to = options?.toLocation?.path
    const current =
      typeof to === 'string' ? stripBasename(addLeadingSlash(to || this.homePage), this.conf.basename || '/') || '/' : this.currentUrl()
    this.update({ selectedIndex: this.indexOf(this.originUrl(current)) })
  }

  onSwitchTab({ url, successHandler, errorHandler }) {
    const nextTab = resolvePathname(url, this.originUrl(this.currentUrl() || this.homePage))
    const index = this.indexOf(nextTab)
    if (index < 0) return errorHandler({ errMsg: `switchTab:fail page "${nextTab}" is not found` })
    this.switchTab(index)
    successHandler({ errMsg: 'switchTab:ok' })
  }

  /** Changes item `index` for a tab-bar API call, answering it as Taro's bar does. */
  changeItem(api, index, change, successHandler, errorHandler) {
    if (!(index in this.list)) return errorHandler({ errMsg: `${api}:fail tabbar item not found` })
    this.list = this.list.map((item, i) => (i === index ? { ...item, ...change } : item))
    this.render()
    successHandler({ errMsg: `${api}:ok` })
  }

  onSetBadge({ index, text, successHandler, errorHandler }) {
    this.changeItem('setTabBarBadge', index, { showRedDot: false, badgeText: text }, successHandler, errorHandler)
  }

  onRemoveBadge({ index, successHandler, errorHandler }) {
    this.changeItem('removeTabBarBadge', index, { badgeText: null }, successHandler, errorHandler)
  }

  onShowRedDot({ index, successHandler, errorHandler }) {
    this.changeItem('showTabBarRedDot', index, { badgeText: null, showRedDot: true }, successHandler, errorHandler)
  }

  onHideRedDot({ index, successHandler, errorHandler }) {
    this.changeItem('hideTabBarRedDot', index, { showRedDot: false }, successHandler, errorHandler)
  }

  onSetItem({ index, iconPath, selectedIconPath, text, successHandler, errorHandler }) {
    this.changeItem('setTabBarItem', index, given({ iconPath, selectedIconPath, text }), successHandler, errorHandler)
  }

  onShow({ successHandler }) {
    this.update({ status: SHOW })
    successHandler({ errMsg: 'showTabBar:ok' })
  }

  onHide({ animation, successHandler }) {
    this.update({ status: animation ? SLIDEOUT : HIDE })
    successHandler({ errMsg: 'hideTabBar:ok' })
  }

  onSetStyle({ color, selectedColor, backgroundColor, borderStyle, successHandler }) {
    this.update({ barStyle: { ...this.barStyle, ...given({ color, selectedColor, backgroundColor, borderStyle }) } })
    successHandler({ errMsg: 'setTabBarStyle:ok' })
  }

  update(state) {
    Object.assign(this, state)
    this.render()
  }

  render() {
    if (!this.bar) return
    const position = this.nextElementSibling ? 'top' : 'bottom'
    const hidden = this.selectedIndex === -1 || this.status === HIDE
    this.className = [
      BASE,
      `${BASE}-${position}`,
      hidden && 'taro-tabbar__tabbar-hide',
      this.status === SLIDEOUT && 'taro-tabbar__tabbar-slideout',
    ]
      .filter(Boolean)
      .join(' ')
    const { borderStyle, backgroundColor, color, selectedColor } = this.barStyle
    this.bar.className = `weui-tabbar taro-tabbar__border-${borderStyle || 'black'}`
    this.bar.style.backgroundColor = backgroundColor || ''
    while (this.bar.children.length > this.list.length) this.bar.lastElementChild.remove()
    this.list.forEach((item, index) => {
      const selected = index === this.selectedIndex
      const node = this.bar.children[index] || this.bar.appendChild(document.createElement('a'))
      const look = { ...item, selected, textColor: (selected ? selectedColor : color) || '' }
      const key = JSON.stringify(look)
      if (drawn.get(node) === key) return
      drawn.set(node, key)
      drawItem(node, index, look)
    })
  }
}

/** One item in Taro's markup: icon with its badge or red dot (present only when set), label below. */
function drawItem(node, index, { selected, iconPath, selectedIconPath, text, badgeText, showRedDot, textColor }) {
  if (!node.firstChild) {
    node.dataset.index = String(index)
    node.setAttribute('role', 'tab')
    node.tabIndex = 0
    const icon = element('img', 'weui-tabbar__icon')
    icon.alt = ''
    node.append(element('span', 'taro-tabbar__icon-box', icon), element('p', 'weui-tabbar__label'))
  }
  node.className = selected ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item'
  node.setAttribute('aria-selected', String(selected))
  const [box, label] = node.children
  const icon = drawIcon(box, (selected ? selectedIconPath : iconPath) || '')
  while (box.lastChild !== icon) box.lastChild.remove()
  // The badge is for the eye; a screen reader hears the label, then "，15条未读" (or "，有新内容" for a red dot) from
  // a hidden note after it: the tab reads "消息，15条未读" rather than "15 消息".
  if (badgeText) box.append(hiddenFromReaders(element('span', 'weui-badge taro-tabbar-badge', badgeText)))
  if (showRedDot) box.append(hiddenFromReaders(element('span', 'weui-badge weui-badge_dot')))
  label.textContent = text || ''
  label.style.color = textColor
  const unread = badgeText ? `，${badgeText}条未读` : showRedDot ? '，有新内容' : ''
  const note = node.querySelector('.taro-tabbar__unread')
  if (!unread) note?.remove()
  else if (note) note.textContent = unread
  else node.append(element('span', 'taro-tabbar__unread', unread))
}

function hiddenFromReaders(el) {
  el.setAttribute('aria-hidden', 'true')
  return el
}

/** A cell of an icon sheet: `{sheet}#cell={i}/{n}` (src/stores/tab-icon-file.h5.ts gives the bar such addresses). */
const SHEET_CELL = /#cell=(\d+)\/(\d+)$/

/**
 * The item's icon, first in its box: an image, or for a sheet cell a box showing that cell of the sheet (the sheet is
 * n cells side by side, so at n × the icon's width cell i sits at i / (n − 1) of the way along). Replaced only when
 * the kind changes.
 */
function drawIcon(box, src) {
  const cell = SHEET_CELL.exec(src)
  let icon = box.firstChild
  if (icon.tagName !== (cell ? 'SPAN' : 'IMG')) {
    const next = element(cell ? 'span' : 'img', 'weui-tabbar__icon')
    if (cell) next.setAttribute('aria-hidden', 'true')
    else next.alt = ''
    icon.replaceWith(next)
    icon = next
  }
  if (!cell) {
    if (icon.getAttribute('src') !== src) icon.setAttribute('src', src)
    return icon
  }
  const [index, count] = [Number(cell[1]), Number(cell[2])]
  Object.assign(icon.style, {
    backgroundImage: `url("${src.slice(0, cell.index)}")`,
    backgroundSize: `${count * 100}% 100%`,
    backgroundPosition: `${count > 1 ? (index / (count - 1)) * 100 : 0}% 0%`,
    backgroundRepeat: 'no-repeat',
  })
  return icon
}

/** An element with a class and a child (text or node). */
function element(tag, className, child) {
  const el = document.createElement(tag)
  el.className = className
  if (child) el.append(child)
  return el
}

export function defineCustomElementTaroTabbar() {
  if (typeof customElements !== 'undefined' && !customElements.get('taro-tabbar')) customElements.define('taro-tabbar', PortalTabbar)
}
