import { createElement, forwardRef, useEffect, useRef, useState } from 'react'

const LONG_PRESS_MS = 350

/**
 * Taro's View for H5 as a plain <div>, with what Taro's custom element `taro-view-core` did for the pages:
 * `hoverClass` (added `hoverStartTime` ms after a touch starts, kept `hoverStayTime` ms after it ends) and
 * `onLongPress` (a touch held 350 ms without moving). Taro's own html View (@tarojs/components-react) is not
 * used: it keeps its className in state that an effect updates, so a View reused for other content paints one
 * frame with its previous class (the home tab's header did: a layout shift) and renders twice per change.
 */
export const View = forwardRef(function View(viewProps, ref) {
  const props = withAriaAttributes(viewProps)
  const {
    className,
    hoverClass,
    hoverStartTime = 50,
    hoverStayTime = 400,
    onLongPress,
    onTouchStart,
    onTouchMove,
    onTouchEnd,
    animation, // the mini-program animation API (Taro.createAnimation): not drawn on H5, as before
    ...rest
  } = props
  const [hover, setHover] = useState(false)
  const touch = useRef({ active: false, started: 0, longPress: undefined })
  useEffect(() => () => clearTimeout(touch.current.longPress), [])

  if (!hoverClass && !onLongPress) {
    return createElement('div', { ...rest, className, ref, onTouchStart, onTouchMove, onTouchEnd })
  }
  const state = touch.current
  const handlers = {
    onTouchStart(event) {
      state.active = true
      state.started = Date.now()
      if (hoverClass) setTimeout(() => state.active && setHover(true), hoverStartTime)
      if (onLongPress) {
        clearTimeout(state.longPress)
        state.longPress = setTimeout(() => onLongPress(event), LONG_PRESS_MS)
      }
      onTouchStart?.(event)
    },
    onTouchMove(event) {
      clearTimeout(state.longPress)
      onTouchMove?.(event)
    },
    onTouchEnd(event) {
      state.active = false
      if (Date.now() - state.started < LONG_PRESS_MS) clearTimeout(state.longPress)
      if (hoverClass) setTimeout(() => !state.active && setHover(false), hoverStayTime)
      onTouchEnd?.(event)
    },
  }
  const classes = hover && hoverClass ? (className ? `${className} ${hoverClass}` : hoverClass) : className
  return createElement('div', { ...rest, ...handlers, className: classes, ref })
})

/**
 * Taro's accessibility props (`ariaRole`, `ariaLabel`, `ariaChecked`, …: the mini-program's names, which NutUI's
 * Switch, Checkbox and Radio pass) as the HTML attributes Taro's own View sets from them (`role`, `aria-label`, …).
 * Passed through as they were, a div would get an unknown `ariarole` attribute and no role at all.
 */
function withAriaAttributes(props) {
  let mapped
  for (const key in props) {
    if (!/^aria[A-Z]/.test(key)) continue
    mapped ??= { ...props }
    const value = mapped[key]
    delete mapped[key]
    if (value === undefined) continue
    const name = key === 'ariaRole' ? 'role' : `aria-${key.slice(4).toLowerCase()}`
    if (mapped[name] === undefined) mapped[name] = value
  }
  return mapped ?? props
}
