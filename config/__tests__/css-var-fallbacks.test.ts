/** @jest-environment node */
import { definableProperties, flattenVarFallbacks } from '../css-var-fallbacks'

describe('NutUI custom-property fallbacks', () => {
  const definable = definableProperties(
    [':root,page{--nutui-color-text-help:#888b94}', '.x{--nutui-cell-title-color:red}'],
    ['e.style={"--nutui-picker-item-height":"36px"};const t={nutuiColorPrimary:"#ED663F"}'],
  )

  it('knows what a stylesheet declares and what a script names (inline properties, ConfigProvider theme keys)', () => {
    expect([...definable].sort()).toEqual([
      '--nutui-cell-title-color',
      '--nutui-color-primary',
      '--nutui-color-text-help',
      '--nutui-picker-item-height',
    ])
  })

  it('replaces a reference nothing can define by its fallback, nested ones too, and keeps definable ones', () => {
    const css =
      '.a{color:var(--nutui-loading-icon-color,var(--nutui-color-text-help,#888b94));' +
      'height:var(--nutui-loading-size,calc(var(--nutui-font-size-s,12px) * 2));' +
      'width:var(--nutui-picker-item-height,36px);margin:var(--nutui-gap)}'
    expect(flattenVarFallbacks(css, definable)).toBe(
      '.a{color:var(--nutui-color-text-help,#888b94);height:calc(12px * 2);width:var(--nutui-picker-item-height,36px);margin:var(--nutui-gap)}',
    )
  })

  it('leaves other custom properties and text without references alone', () => {
    const css = '.b{color:var(--portal-accent,#ed663f);content:"var("}'
    expect(flattenVarFallbacks(css, definable)).toBe(css)
  })
})
