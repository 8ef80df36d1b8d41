/** @jest-environment node */
import { inlineThemeConstants, replaceReferences, themeConstants } from '../css-theme-constants'

describe('NutUI theme constants in the mini-program', () => {
  // NutUI's theme, then ours (later wins), as app.wxss imports them.
  const nutuiTheme =
    ':root,page{--nutui-color-primary:#ff0f23;--nutui-color-text:#1a1a1a;--nutui-font-size-s:12px;' +
    '--nutui-button-border-radius:calc(var(--nutui-font-size-s) * 2);--nutui-picker-item-height:36px;' +
    '--nutui-cell-title-color:#1a1a1a;--nutui-gap:8px}'
  const ours = ':root,page{--nutui-color-primary:#ed663f;--nutui-color-mask:rgba(0,0,0,.5)}@media (min-width:751px){page{--nutui-gap:16px}}'
  const constants = themeConstants(
    [nutuiTheme, ours],
    ['.nut-cell-group{--nutui-cell-title-color:red}', '.page-a{color:var(--nutui-color-text)}'],
    ['n.getPropertyValue("--nutui-picker-item-height")'],
  )

  it('takes the last root declaration of the app-wide stylesheets, resolved through other constants', () => {
    expect(Object.fromEntries(constants)).toEqual({
      '--nutui-color-primary': '#ed663f',
      '--nutui-color-text': '#1a1a1a',
      '--nutui-font-size-s': '12px',
      '--nutui-button-border-radius': 'calc(12px * 2)',
      '--nutui-color-mask': 'rgba(0,0,0,.5)',
    })
  })

  it('leaves out what a script names, another rule declares, or an at-rule redeclares', () => {
    expect(constants.has('--nutui-picker-item-height')).toBe(false)
    expect(constants.has('--nutui-cell-title-color')).toBe(false)
    expect(constants.has('--nutui-gap')).toBe(false)
  })

  it('writes the values in place of the references (fallbacks and nested ones too) and drops the declarations', () => {
    const css =
      '.nut-button{color:var(--nutui-color-primary,#ff0f23);border-radius:var(--nutui-button-border-radius,4px);' +
      'height:var(--nutui-picker-item-height,var(--nutui-font-size-s,12px))}'
    expect(inlineThemeConstants(css, constants)).toBe(
      '.nut-button{color:#ed663f;border-radius:calc(12px * 2);height:var(--nutui-picker-item-height,12px)}',
    )
    expect(inlineThemeConstants(nutuiTheme, constants)).toBe(
      ':root,page{--nutui-picker-item-height:36px;--nutui-cell-title-color:#1a1a1a;--nutui-gap:8px}',
    )
    expect(inlineThemeConstants(ours, constants)).toBe('@media (min-width:751px){page{--nutui-gap:16px}}')
  })

  it('keeps a value that reads a property that varies, and the references to it', () => {
    const varying = themeConstants([':root,page{--nutui-gap:8px;--nutui-padding:var(--nutui-gap)}'], ['.x{--nutui-gap:4px}'], [])
    expect(varying.size).toBe(0)
    expect(replaceReferences('.y{padding:var(--nutui-padding)}', (name) => varying.get(name))).toBe('.y{padding:var(--nutui-padding)}')
  })
})
