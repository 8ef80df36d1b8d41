/** @jest-environment node */
import postcss from 'postcss'
import textScale from '../postcss-text-scale'

const run = (css: string) => postcss([textScale()]).process(css, { from: undefined }).css

describe('postcss-text-scale', () => {
  it('makes fixed text sizes follow --portal-text-scale, in Px and px', () => {
    const out = run('.a{font-size:14Px}.b{font-size:28px}.c{font-size:0.7rem}')
    expect(out).toContain('.a{font-size:calc(14Px * var(--portal-text-scale, 1))}')
    expect(out).toContain('.b{font-size:calc(28px * var(--portal-text-scale, 1))}')
    expect(out).toContain('.c{font-size:calc(0.7rem * var(--portal-text-scale, 1))}')
  })

  it('keeps !important where it was', () => {
    expect(run('.a{font-size:13Px !important}')).toContain('.a{font-size:calc(13Px * var(--portal-text-scale, 1)) !important}')
  })

  it('leaves custom properties (NutUI’s are scaled where defined), relative sizes, 0, keywords, icon boxes and sizes already scaled alone', () => {
    const css =
      '.nut-cell{font-size:var(--nutui-cell-title-font-size,var(--nutui-font-size-base,14px))}' +
      '.a{font-size:1.2em}.b{font-size:80%}.c{font-size:inherit}.d{font-size:0}.e{font-size:small}' +
      '.nut-icon{font-size:var(--nut-icon-width, 16px)}.f{font-size:calc(2Px * var(--portal-text-scale, 1))}'
    expect(run(css)).toBe(css)
  })
})

describe('postcss-text-scale: lines', () => {
  it('scales fixed line heights, and the height of a one-line box that equals its line height', () => {
    const out = run('.a{height:20Px;line-height:20Px;overflow:hidden}.b{height:40px;line-height:20px}.c{line-height:1.5}')
    expect(out).toContain(
      '.a{height:calc(20Px * var(--portal-text-scale, 1));line-height:calc(20Px * var(--portal-text-scale, 1));overflow:hidden}',
    )
    expect(out).toContain('.b{height:40px;line-height:calc(20px * var(--portal-text-scale, 1))}')
    expect(out).toContain('.c{line-height:1.5}')
  })
})
