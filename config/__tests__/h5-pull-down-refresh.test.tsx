import { act, render } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { PullDownRefresh } from '../h5-components/pull-down-refresh.js'

// The pull-down refresh around an H5 page (config/h5-components/pull-down-refresh.js), on the page element as
// Taro's custom element worked: the gesture from the top, and Taro.startPullDownRefresh / stopPullDownRefresh.
type PageElement = HTMLDivElement & { __page?: { onPullDownRefresh: jest.Mock } }

function mountPage() {
  const page = document.createElement('div') as PageElement
  page.__page = { onPullDownRefresh: jest.fn() }
  document.body.appendChild(page)
  render(
    <PullDownRefresh>
      <p>content</p>
    </PullDownRefresh>,
    { container: page },
  )
  const content = page.querySelector<HTMLElement>('.rmc-pull-to-refresh-content')!
  const indicator = page.querySelector<HTMLElement>('.rmc-pull-to-refresh-indicator')!
  return { page, content, indicator }
}

function touch(target: EventTarget, type: string, screenY?: number) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.assign(event, { touches: screenY === undefined ? [] : [{ screenY }] })
  target.dispatchEvent(event)
  return event
}

function pull(page: HTMLElement, from: number, to: number) {
  touch(page, 'touchstart', from)
  let last: Event | undefined
  for (let y = from; y <= to; y += 20) last = touch(page, 'touchmove', y)
  touch(page, 'touchend')
  return last!
}

// The pull is damped by how far it went against the screen's height, which jsdom leaves at 0.
beforeAll(() => Object.defineProperty(window.screen, 'height', { value: 800, configurable: true }))
beforeEach(() => jest.useFakeTimers())
afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('H5 pull-down refresh (config/h5-components/pull-down-refresh.js)', () => {
  it("draws Taro's markup around the page, the indicator hidden", () => {
    const { content, indicator } = mountPage()
    expect(content).toHaveClass('rmc-pull-to-refresh-content', 'rmc-pull-to-refresh-down', 'rmc-pull-to-refresh-transition')
    expect(content.textContent).toBe('content')
    expect(indicator.hidden).toBe(true)
  })

  it('refreshes on a long pull from the top, holds until Taro.stopPullDownRefresh, and a short pull springs back', () => {
    const { page, content, indicator } = mountPage()
    pull(page, 100, 140)
    expect(page.__page!.onPullDownRefresh).not.toHaveBeenCalled()
    expect(content.style.transform).toBe('')

    const move = pull(page, 100, 500)
    expect(move.defaultPrevented).toBe(true)
    expect(page.__page!.onPullDownRefresh).toHaveBeenCalledTimes(1)
    expect(indicator.hidden).toBe(false)
    expect(content.style.transform).toBe('translate3d(0px,51px,0)')

    const answer = jest.fn()
    Taro.eventCenter.trigger('__taroStopPullDownRefresh', { successHandler: answer, errorHandler: jest.fn() })
    act(() => void jest.runAllTimers())
    expect(answer).toHaveBeenCalledWith({ errMsg: 'stopPullDownRefresh: ok' })
    expect(content.style.transform).toBe('')
    expect(indicator.hidden).toBe(true)
  })

  it('leaves a scrolled page alone', () => {
    const { page, content } = mountPage()
    page.scrollTop = 200
    const move = pull(page, 100, 500)
    expect(move.defaultPrevented).toBe(false)
    expect(page.__page!.onPullDownRefresh).not.toHaveBeenCalled()
    expect(content.style.transform).toBe('')
  })

  it('starts a refresh from code (Taro.startPullDownRefresh)', () => {
    const { page, indicator } = mountPage()
    const answer = jest.fn()
    Taro.eventCenter.trigger('__taroStartPullDownRefresh', { successHandler: answer, errorHandler: jest.fn() })
    expect(answer).toHaveBeenCalledWith({ errMsg: 'startPullDownRefresh: ok' })
    expect(page.__page!.onPullDownRefresh).toHaveBeenCalledTimes(1)
    expect(indicator.hidden).toBe(false)
  })
})
