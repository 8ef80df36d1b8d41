/**
 * @jest-environment node
 */
// The mini-program's 浅色 / 深色 sets (src/styles/color-schemes.ts) are what the stylesheets declare: regenerate them
// with `node scripts/gen-color-schemes.mjs` after a change of styles/theme.scss or palette.scss.
import fs from 'fs'
import path from 'path'
import { colorSchemeProperties, colorSchemesModule } from '../color-schemes'

test('src/styles/color-schemes.ts is up to date with the stylesheets', () => {
  const file = fs.readFileSync(path.join(__dirname, '../../src/styles/color-schemes.ts'), 'utf8')
  expect(file).toBe(colorSchemesModule())
})

test('each property of the dark set has a light value: the page, cards, text, NutUI greys and the picture filter', () => {
  const { light, dark } = colorSchemeProperties()
  expect(Object.keys(light)).toEqual(Object.keys(dark))
  expect(dark).toMatchObject({ 'color-scheme': 'dark', '--portal-background': '#121212', '--portal-picture-filter': 'brightness(0.86)' })
  expect(light).toMatchObject({
    'color-scheme': 'light',
    '--portal-background': '#f6f6f6',
    '--portal-card': '#ffffff',
    '--portal-picture-filter': 'none',
  })
  // NutUI's own greys come from its theme where ours does not set them.
  expect(light['--nutui-gray-1']).toBe('#ffffff')
  // Set only in dark: in light its readers' fallbacks apply.
  expect(light['--nutui-button-danger-border-color']).toBe('initial')
})
