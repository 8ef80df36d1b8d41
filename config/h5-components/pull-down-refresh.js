import { createElement, useEffect, useRef } from 'react'
import Taro from '@tarojs/taro'

// The pull-down refresh around a page with `enablePullDownRefresh` (Taro's router wraps the page in
// `config.PullDownRefresh`, set by config/h5-optimization.ts), instead of Taro's Stencil `taro-pull-to-refresh-core`
// (see tabbar.js for why Stencil is kept out of the first load). Same gesture, classes and Taro events as Taro's.
// Taro's own html version (@tarojs/components-react) is not used: it takes its own inner wrapper for the page, so
// it neither sees the page scroll nor reaches the page's onPullDownRefresh. This one works on the page element
// (the wrapper's parent), as the custom element did, and moves the content and indicator without re-rendering
// the page on every touch move.

const DISTANCE_TO_REFRESH = 50
const DAMPING = 100
const TRANSITION = 'rmc-pull-to-refresh-transition'

class PullGesture {
  constructor(wrapper, content, indicator) {
    this.wrapper = wrapper
    this.content = content
    this.indicator = indicator
    this.state = 'deactivate'
    this.dragOnEdge = false
    this.screenY = 0
    this.startScreenY = 0
    this.lastScreenY = 0
    this.page = wrapper.parentElement || document.body
    this.listeners = {
      touchstart: (e) => this.onTouchStart(e),
      touchmove: (e) => this.onTouchMove(e),
      touchend: () => this.onTouchEnd(),
      touchcancel: () => this.onTouchEnd(),
    }
    for (const [type, fn] of Object.entries(this.listeners)) this.page.addEventListener(type, fn, { passive: false })
    this.events = [
      ['__taroStartPullDownRefresh', (call) => this.answer(call, 'startPullDownRefresh', () => this.trigger(true))],
      ['__taroStopPullDownRefresh', (call) => setTimeout(() => this.answer(call, 'stopPullDownRefresh', () => this.trigger(false)))],
    ]
    for (const [event, fn] of this.events) Taro.eventCenter.on(event, fn)
  }

  destroy() {
    for (const [type, fn] of Object.entries(this.listeners)) this.page.removeEventListener(type, fn)
    for (const [event, fn] of this.events) Taro.eventCenter.off(event, fn)
  }

  answer({ successHandler, errorHandler }, api, run) {
    try {
      run()
      successHandler({ errMsg: `${api}: ok` })
    } catch {
      errorHandler({ errMsg: `${api}: fail` })
    }
  }

  /** Starts (Taro.startPullDownRefresh) or ends (Taro.stopPullDownRefresh) a refresh from code. */
  trigger(start) {
    if (this.dragOnEdge) return
    if (start) {
      this.lastScreenY = DISTANCE_TO_REFRESH + 1
      this.setState('release')
      this.move(this.lastScreenY)
    } else {
      this.setState('finish')
      this.reset()
    }
  }

  setState(state) {
    if (state === this.state) return
    this.state = state
    this.indicator.hidden = state !== 'activate' && state !== 'release'
    const page = this.page.__page
    if (state === 'release') page?.onPullDownRefresh?.()
    if (state === 'deactivate') page?.onPullIntercept?.()
  }

  setDragOnEdge(on) {
    this.dragOnEdge = on
    this.content.classList.toggle(TRANSITION, !on)
  }

  isAtTop() {
    const scroller = this.page === document.body ? document.scrollingElement || document.body : this.page
    return scroller.scrollTop <= 0
  }

  damp(dy) {
    if (Math.abs(this.lastScreenY) > DAMPING) return 0
    const ratio = Math.abs(this.screenY - this.startScreenY) / window.screen.height
    return dy * (1 - ratio) * 0.6
  }

  onTouchStart(e) {
    this.screenY = this.startScreenY = e.touches[0].screenY
  }

  onTouchMove(e) {
    const screenY = e.touches[0].screenY
    if (this.startScreenY > screenY || !this.isAtTop()) return
    if (!this.dragOnEdge) {
      this.screenY = this.startScreenY = screenY
      this.setDragOnEdge(true)
    }
    if (e.cancelable) e.preventDefault()
    const diff = Math.round(screenY - this.screenY)
    this.screenY = screenY
    this.lastScreenY += this.damp(diff)
    this.move(this.lastScreenY)
    if (Math.abs(this.lastScreenY) < DISTANCE_TO_REFRESH) {
      if (this.state !== 'deactivate') this.setState('deactivate')
    } else if (this.state === 'deactivate') {
      this.setState('activate')
    }
  }

  onTouchEnd() {
    if (this.dragOnEdge) this.setDragOnEdge(false)
    if (this.state === 'activate') {
      this.setState('release')
      this.lastScreenY = DISTANCE_TO_REFRESH + 1
      this.move(this.lastScreenY)
    } else if (this.state === 'release') {
      this.lastScreenY = DISTANCE_TO_REFRESH + 1
      this.move(this.lastScreenY)
    } else {
      this.reset()
    }
  }

  reset() {
    this.lastScreenY = 0
    this.move(0)
  }

  move(y) {
    this.content.style.transform = y ? `translate3d(0px,${y}px,0)` : ''
  }
}

export function PullDownRefresh({ children }) {
  const wrapper = useRef(null)
  const content = useRef(null)
  const indicator = useRef(null)
  useEffect(() => {
    const gesture = new PullGesture(wrapper.current, content.current, indicator.current)
    return () => gesture.destroy()
  }, [])
  const dot = () => createElement('div')
  return createElement(
    'div',
    { className: 'rmc-pull-to-refresh-content-wrapper', ref: wrapper },
    createElement(
      'div',
      { className: `rmc-pull-to-refresh-content rmc-pull-to-refresh-down ${TRANSITION}`, ref: content },
      createElement('div', { className: 'rmc-pull-to-refresh-indicator', hidden: true, ref: indicator }, dot(), dot(), dot()),
      children,
    ),
  )
}
