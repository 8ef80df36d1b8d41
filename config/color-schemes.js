// The light and dark colour sets as plain property lists, for the mini-program: a page's root there takes no class,
// so 浅色 / 深色 in 设置 put the chosen set in the page's <page-meta page-style> (src/lib/color-scheme.weapp.ts) instead
// of switching a root class as on H5. Read from the stylesheets themselves: the dark set is what styles/theme.scss
// declares under `:root.portal-theme-dark`; the light set gives each of those properties its light value, from
// theme.scss's root rule or else NutUI's own theme, and `initial` to one that neither declares (its readers' fallbacks
// then apply, as where it is never set). scripts/gen-color-schemes.mjs writes src/styles/color-schemes.ts;
// config/__tests__/color-schemes.test.ts fails when that file is out of date.
const fs = require('fs')
const path = require('path')
const postcss = require('postcss')
const sass = require('sass')

const ROOT = path.resolve(__dirname, '..')
const THEME = path.join(ROOT, 'src/styles/theme.scss')
const NUTUI_THEME = require.resolve('@nutui/nutui-react-taro/dist/styles/themes/default.css', { paths: [ROOT] })

/** The declarations of the first top-level rule whose selector `matches`, as property → value. */
function declarationsOf(css, matches) {
  const found = {}
  let done = false
  postcss.parse(css).each((node) => {
    if (done || node.type !== 'rule' || !matches(node.selector.replace(/\s+/g, ' ').trim())) return
    node.walkDecls((decl) => {
      found[decl.prop] = decl.value
    })
    done = true
  })
  return found
}

function colorSchemeProperties() {
  const theme = sass.compile(THEME).css
  const dark = declarationsOf(theme, (s) => s === ':root.portal-theme-dark')
  const lightRoot = declarationsOf(theme, (s) => s === ':root, page')
  const nutui = declarationsOf(fs.readFileSync(NUTUI_THEME, 'utf8'), (s) => s === ':root,page' || s === ':root, page')
  if (Object.keys(dark).length < 20) throw new Error('color-schemes: theme.scss declares no dark set under :root.portal-theme-dark')
  const light = {}
  for (const name of Object.keys(dark)) light[name] = name === 'color-scheme' ? 'light' : (lightRoot[name] ?? nutui[name] ?? 'initial')
  return { light, dark }
}

/** The text of src/styles/color-schemes.ts. */
function colorSchemesModule() {
  const sets = colorSchemeProperties()
  const body = (set) =>
    Object.entries(set)
      .map(([name, value]) => `    '${name}': '${value.replace(/'/g, "\\'")}',`)
      .join('\n')
  return `// Generated from styles/theme.scss and NutUI's theme by scripts/gen-color-schemes.mjs (config/color-schemes.js): edit
// the stylesheets, then run the script.
/** Each colour set as the properties a page's style declares (the mini-program's 浅色 / 深色). */
export const COLOR_SCHEME_PROPERTIES = {
  light: {
${body(sets.light)}
  },
  dark: {
${body(sets.dark)}
  },
} as const
`
}

module.exports = { colorSchemeProperties, colorSchemesModule }
