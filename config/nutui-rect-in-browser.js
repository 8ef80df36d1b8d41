// NutUI's `utils/taro/get-rect.js` for the H5 build (swapped in by `nutuiRectInBrowser` in h5-optimization.ts).
// NutUI's module measures an element with getBoundingClientRect in a browser (its `inBrowser` branch) and with
// Taro's createSelectorQuery in a mini-program; the import of the second brought Taro's selector query, nodes ref
// and canvas context (≈ 2.5 KB gzip) into the home's first load, for the NoticeBar, where they never run. This is
// the browser branch alone, with the same exports. config/__tests__/nutui-rect-in-browser.test.ts holds both to it.
import { getRect } from '@nutui/nutui-react-taro/dist/es/utils/get-rect'

export function makeRect(width, height) {
  return { top: 0, left: 0, right: width, bottom: height, width, height }
}

export function getRectInMultiPlatform(element) {
  return Promise.resolve(element ? getRect(element) : makeRect(0, 0))
}

export function getRectInMultiPlatformWithoutCache(element) {
  return Promise.resolve(element ? getRect(element) : makeRect(0, 0))
}
