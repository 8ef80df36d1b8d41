/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import dropFontFaces from '../postcss-drop-font-faces'

const run = (css: string, keep?: string[], drop?: string[]) =>
  postcss([dropFontFaces({ keep, drop })]).process(css, { from: undefined }).css

describe('postcss-drop-font-faces', () => {
  it('drops a @font-face nothing in the stylesheet uses and keeps one that is used', () => {
    const css = [
      '@font-face{font-family:JDZH-Bold;src:url(data:font/ttf;base64,AAAA)}',
      '@font-face{font-family:"Used Face";src:url(data:font/ttf;base64,BBBB)}',
      '.a{font-family:"Used Face",sans-serif}',
      '.b{font:12px JDZH-Regular}',
    ].join('')
    const out = run(css)
    expect(out).not.toContain('JDZH-Bold;')
    expect(out).toContain('font-family:"Used Face";src')
    expect(out).toContain('.a{')
  })

  it('counts the font shorthand and keeps families it is told to keep', () => {
    const css = '@font-face{font-family:JDZH-Regular;src:url(x)}@font-face{font-family:Kept;src:url(y)}.b{font:12px JDZH-Regular}'
    const out = run(css, ['Kept'])
    expect(out).toContain('font-family:Kept')
    expect(out).toContain('font-family:JDZH-Regular;src')
  })

  it('drops a family it is told to drop even where the stylesheet uses it', () => {
    const css = '@font-face{font-family:weui;src:url(data:font/ttf;base64,AAAA)}.weui-icon{font:14px/1 weui}'
    const out = run(css, [], ['weui'])
    expect(out).not.toContain('@font-face')
    expect(out).toContain('.weui-icon{')
  })

  it("removes Taro's weui icon font from its H5 component styles when told to", () => {
    const taro = fs.readFileSync(
      path.join(path.dirname(require.resolve('@tarojs/components/package.json')), 'dist/taro-components/taro-components.css'),
      'utf8',
    )
    expect(taro).toMatch(/font-family:weui/)
    expect(run(taro, [], ['weui'])).not.toMatch(/@font-face/)
  })

  it("removes NutUI's two inline theme fonts from its theme stylesheet (the ~17 KB the mini-program saves)", () => {
    const theme = fs.readFileSync(
      path.join(path.dirname(require.resolve('@nutui/nutui-react-taro/package.json')), 'dist/styles/themes/default.css'),
      'utf8',
    )
    const out = run(theme)
    expect(theme).toMatch(/@font-face/)
    expect(out).not.toMatch(/@font-face/)
    expect(theme.length - out.length).toBeGreaterThan(15000)
    // The theme's variables stay.
    expect(out).toContain('--nutui-color-primary')
  })
})
