import { createElement, forwardRef } from 'react'
import TaroImage from '@tarojs/components-react/dist/components/image/index.js'

/**
 * Taro's html Image draws `<div class="taro-img"><img></div>` and puts every other prop on the div, so an
 * `aria-label` ends on a div (where ARIA forbids it) and the `<img>` has no text alternative, which screen readers
 * then spell out as its file name. Here the label becomes the image's `alt`, and an image without one is decorative
 * (`alt=""`), as every Image the pages draw either is or sits in a control named by its own text.
 */
export const Image = forwardRef(function Image(props, ref) {
  const { 'aria-label': label, imgProps, ...rest } = props
  return createElement(TaroImage, { ...rest, ref, imgProps: { alt: label ?? '', ...imgProps } })
})
