/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import dropRtl from '../postcss-drop-rtl'

const run = (css: string) => postcss([dropRtl()]).process(css, { from: undefined }).css

describe('postcss-drop-rtl', () => {
  it('drops rules that only style right-to-left and keeps the left-to-right selectors of mixed rules', () => {
    const css = [
      '.nut-rtl .nut-button-text,[dir=rtl] .nut-button-text{margin-right:4px}',
      '.nut-hoverbutton-container-rtl,[dir="rtl"] .nut-hoverbutton-container{left:0}',
      '.nut-cell,.nut-rtl .nut-cell{padding:8px}',
      '.nut-rtlish{color:red}',
    ].join('')
    const out = run(css)
    expect(out).not.toContain('margin-right:4px')
    expect(out).not.toContain('left:0')
    expect(out).toContain('.nut-cell{padding:8px}')
    expect(out).toContain('.nut-rtlish{color:red}')
  })

  it("takes NutUI's button stylesheet down to its left-to-right rules", () => {
    const file = path.join(path.dirname(require.resolve('@nutui/nutui-react-taro/package.json')), 'dist/es/packages/button/style/style.css')
    const css = fs.readFileSync(file, 'utf8')
    const out = run(css)
    expect(css).toMatch(/\.nut-rtl|\[dir=rtl\]/)
    expect(out).not.toMatch(/\.nut-rtl|\[dir=rtl\]/)
    expect(out).toContain('.nut-button')
  })
})
