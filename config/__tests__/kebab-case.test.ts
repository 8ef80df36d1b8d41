/** @jest-environment node */
import kebabCase from '../kebab-case'

// The package the H5 build replaces (it ships no types).
const lodashKebabCase = require('lodash.kebabcase') as (value: string) => string

describe('kebab-case (the H5 stand-in for lodash.kebabcase)', () => {
  it.each([
    'nutuiColorPrimary',
    'nutuiButtonDefaultColor',
    'nutuiBrandColor2',
    'nutui2Button',
    'NutuiColor',
    'nutuiCellTitleFontSize',
    '--nutui-x',
    'fooBAR',
    'FOOBar',
    'nutui_color',
    'nutui color',
    'HTMLParser',
    'x',
    '',
  ])('splits %p as lodash does', (key) => {
    expect(kebabCase(key)).toBe(lodashKebabCase(key))
  })
})
