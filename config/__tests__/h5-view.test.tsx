import { act, fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { View } from '../h5-components/view.js'

describe('H5 View as a plain element (config/h5-components/view.js)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('is a div with the props and class given, and a ref to it', () => {
    const ref = createRef<HTMLDivElement>()
    const { container, rerender } = render(
      <View ref={ref} className="a" role="listitem" aria-label="课表" data-id="7" style={{ width: '20%' }}>
        x
      </View>,
    )
    const div = container.firstElementChild as HTMLDivElement
    expect(div.tagName).toBe('DIV')
    expect(ref.current).toBe(div)
    expect(div).toHaveClass('a')
    expect(div).toHaveAttribute('aria-label', '课表')
    expect(div.dataset.id).toBe('7')
    expect(div.style.width).toBe('20%')
    // A new class shows in the same render (Taro's html View applied it one render later).
    rerender(<View className="b">x</View>)
    expect(container.firstElementChild).toHaveClass('b')
    expect(container.firstElementChild).not.toHaveClass('a')
  })

  it("sets Taro's accessibility props (ariaRole, ariaLabel, ariaChecked) as role and aria-* attributes", () => {
    const props = { ariaRole: 'switch', ariaChecked: true, ariaLabel: '全天', ariaDisabled: undefined, 'aria-label': '全天提醒' }
    const { container } = render(<View {...(props as object)}>x</View>)
    const div = container.firstElementChild as HTMLDivElement
    expect(div).toHaveAttribute('role', 'switch')
    expect(div).toHaveAttribute('aria-checked', 'true')
    // An aria-label given as such wins over ariaLabel.
    expect(div).toHaveAttribute('aria-label', '全天提醒')
    expect(div).not.toHaveAttribute('aria-disabled')
    expect(div).not.toHaveAttribute('ariarole')
  })

  it('calls onLongPress after a touch held 350 ms, not after a tap or a move', () => {
    const onLongPress = jest.fn()
    const onTouchStart = jest.fn()
    const { container } = render(
      <View onLongPress={onLongPress} onTouchStart={onTouchStart}>
        x
      </View>,
    )
    const div = container.firstElementChild!
    fireEvent.touchStart(div)
    act(() => void jest.advanceTimersByTime(100))
    fireEvent.touchEnd(div)
    act(() => void jest.advanceTimersByTime(500))
    expect(onLongPress).not.toHaveBeenCalled()
    fireEvent.touchStart(div)
    fireEvent.touchMove(div)
    act(() => void jest.advanceTimersByTime(500))
    expect(onLongPress).not.toHaveBeenCalled()
    fireEvent.touchStart(div)
    act(() => void jest.advanceTimersByTime(350))
    expect(onLongPress).toHaveBeenCalledTimes(1)
    expect(onTouchStart).toHaveBeenCalledTimes(3)
  })

  it('adds hoverClass while touched and keeps it hoverStayTime after', () => {
    const { container } = render(
      <View className="item" hoverClass="item--pressed" hoverStayTime={200}>
        x
      </View>,
    )
    const div = container.firstElementChild!
    fireEvent.touchStart(div)
    act(() => void jest.advanceTimersByTime(60))
    expect(div).toHaveClass('item', 'item--pressed')
    fireEvent.touchEnd(div)
    act(() => void jest.advanceTimersByTime(100))
    expect(div).toHaveClass('item--pressed')
    act(() => void jest.advanceTimersByTime(150))
    expect(div).not.toHaveClass('item--pressed')
    expect(div).toHaveClass('item')
  })
})
