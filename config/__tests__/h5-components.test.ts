import fs from 'node:fs'
import path from 'node:path'

// The H5 build aliases `@tarojs/components` to config/h5-components: it must offer every component Taro's own
// list does, each once, and a component moved to a module of its own must be built exactly as Taro builds it.
const ROOT = path.resolve(__dirname, '..', '..')
const TARO_LIST = path.join(ROOT, 'node_modules/@tarojs/components/lib/react/components.js')
const OURS = path.join(ROOT, 'config/h5-components')

// index.js itself, the modules that draw View, Text and Image as plain elements (no custom element), and Taro's
// H5 shell without Stencil (the tab bar, the pull-down refresh and the module that swaps in the tab bar).
const PLAIN_ELEMENTS = ['index.js', 'html.js', 'view.js', 'image.js', 'tabbar.js', 'pull-down-refresh.js', 'stencil-free.js']

const read = (file: string) => fs.readFileSync(file, 'utf8')
const exportedNames = (source: string) =>
  [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
/** `const Name = createReactComponent('tag', undefined, manipulatePropsFunction, defineX)` → Name: 'tag defineX'. */
const proxies = (source: string) =>
  Object.fromEntries(
    [
      ...source.matchAll(
        /(?:const|export const) (\w+) = \/\*@__PURE__\*\/ createReactComponent\(\s*'([^']+)',\s*undefined,\s*manipulatePropsFunction,\s*(\w+),?\s*\)/g,
      ),
    ].map((m) => [m[1], `${m[2]} ${m[3]}`]),
  )

describe('H5 component list (config/h5-components)', () => {
  const taroNames = exportedNames(
    read(TARO_LIST)
      .split('export {')
      .slice(-1)
      .map((s) => `export {${s}`)[0],
  )
  const ourNames = exportedNames(read(path.join(OURS, 'index.js')))

  it("offers each of Taro's components exactly once", () => {
    expect(taroNames.length).toBeGreaterThan(50)
    expect([...ourNames].sort()).toEqual([...taroNames].sort())
  })

  it('builds each separated component as Taro does (same element, same definition)', () => {
    const taro = proxies(read(TARO_LIST))
    const separate = fs.readdirSync(OURS).filter((f) => f.endsWith('.js') && !PLAIN_ELEMENTS.includes(f))
    expect(separate).toEqual(expect.arrayContaining(['swiper.js', 'video.js', 'picker.js']))
    for (const file of separate) {
      const ours = proxies(read(path.join(OURS, file)))
      expect(Object.keys(ours).length).toBeGreaterThan(0)
      for (const [name, built] of Object.entries(ours)) expect([file, name, built]).toEqual([file, name, taro[name]])
    }
  })

  it('draws View, Text and Image as plain elements', () => {
    expect(exportedNames(read(path.join(OURS, 'html.js')))).toEqual(['View', 'default as Text', 'Image'])
    expect(read(path.join(OURS, 'index.js'))).toContain("export { Image, Text, View } from './html.js'")
  })

  it("swaps only the tab bar in Taro's custom element list (stencil-free.js)", () => {
    const source = read(path.join(OURS, 'stencil-free.js'))
    expect(source).toContain("export * from '../../node_modules/@tarojs/components/dist/components/index.js'")
    expect(exportedNames(source)).toEqual(['defineCustomElementTaroTabbar'])
    expect(fs.existsSync(path.join(ROOT, 'node_modules/@tarojs/components/dist/components/index.js'))).toBe(true)
  })
})
