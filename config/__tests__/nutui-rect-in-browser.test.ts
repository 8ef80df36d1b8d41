import fs from 'node:fs'
import path from 'node:path'
import { NUTUI_TARO_GET_RECT } from '../h5-optimization'
import { getRectInMultiPlatform, getRectInMultiPlatformWithoutCache, makeRect } from '../nutui-rect-in-browser'

// The module the H5 build replaces (nutuiRectInBrowser in h5-optimization.ts) and the one its browser branch calls.
const nutuiModule = require.resolve('@nutui/nutui-react-taro/dist/es/utils/taro/get-rect.js')
const nutuiSource = fs.readFileSync(nutuiModule, 'utf8')
const exportsOf = (source: string) => [...source.matchAll(/^export (?:var|function|const) (\w+)/gm)].map((m) => m[1]).sort()

describe("NutUI's get-rect in the browser (the H5 stand-in)", () => {
  it('replaces the module NutUI resolves to, and only that one', () => {
    expect(NUTUI_TARO_GET_RECT.test(nutuiModule)).toBe(true)
    expect(NUTUI_TARO_GET_RECT.test(require.resolve('@nutui/nutui-react-taro/dist/es/utils/get-rect.js'))).toBe(false)
  })

  it("offers every export of NutUI's module", () => {
    const ours = fs.readFileSync(path.join(__dirname, '..', 'nutui-rect-in-browser.js'), 'utf8')
    expect(exportsOf(ours)).toEqual(exportsOf(nutuiSource))
  })

  it("matches NutUI's browser branch: getRect of the element, an empty rect without one", () => {
    // NutUI's two measuring functions answer getRect(element) when inBrowser, makeRect(0, 0) without an element.
    expect(nutuiSource.match(/if \(inBrowser\) \{\s*return \[\s*2,\s*Promise\.resolve\(getRect\(element\)\)/g)).toHaveLength(2)
    expect(nutuiSource.match(/Promise\.resolve\(makeRect\(0, 0\)\)/g)).toHaveLength(2)
    expect(nutuiSource).toMatch(/import \{ getRect, inBrowser \} from "\.\.\/get-rect"/)
  })

  it('measures an element with getBoundingClientRect', async () => {
    const rect = { top: 1, left: 2, right: 12, bottom: 21, width: 10, height: 20 }
    const element = { getBoundingClientRect: () => rect }
    await expect(getRectInMultiPlatform(element)).resolves.toBe(rect)
    await expect(getRectInMultiPlatformWithoutCache(element)).resolves.toBe(rect)
    await expect(getRectInMultiPlatform(null)).resolves.toEqual(makeRect(0, 0))
    expect(makeRect(3, 4)).toEqual({ top: 0, left: 0, right: 3, bottom: 4, width: 3, height: 4 })
  })
})
