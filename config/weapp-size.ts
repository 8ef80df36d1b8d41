/**
 * Mini-program package-size levers (issue 18: main package ≤ 1.0 MB). Each was measured on the whole
 * build; the figures are in the README's mini-program section.
 */

/**
 * Terser on top of Taro's conservative mini-program defaults: Chinese strings stay UTF-8 instead of
 * `\uXXXX` escapes (6 bytes → 3 per character), and the compress passes Taro leaves off (variable
 * reduction, inlining of single-use functions, a second pass). `comparisons` stays off: it is the option
 * with a known miscompilation that made create-react-app turn it off.
 */
export const weappTerser = {
  enable: true,
  config: {
    ecma: 2015,
    compress: {
      ecma: 2015,
      arrows: true,
      unsafe_arrows: true,
      unsafe_methods: true,
      properties: true,
      computed_props: true,
      switches: true,
      typeofs: true,
      loops: true,
      passes: 2,
      reduce_vars: true,
      reduce_funcs: true,
      collapse_vars: true,
      inline: 2,
      hoist_props: true,
      if_return: true,
      join_vars: true,
    },
    output: { ecma: 2015, ascii_only: false },
  },
}

// Not used: Taro's `minifyXML.collapseWhitespace` (−2 KB) runs html-minifier, which drops `</input>` as an HTML void
// element; WeChat's WXML compiler then rejects base.wxml ("expect end-tag `input`").

/** The PostCSS plugin that drops NutUI's unused inline fonts (path relative to the project root). */
export const dropUnusedFontFaces = { enable: true, config: {} }
export const DROP_FONT_FACES_PLUGIN = './config/postcss-drop-font-faces.js'

/** The PostCSS plugin that drops NutUI's right-to-left rules (the portal never sets `direction: 'rtl'`). */
export const dropRtlRules = { enable: true, config: {} }
export const DROP_RTL_PLUGIN = './config/postcss-drop-rtl.js'

/** The webpack loader that writes NutUI's icon masks as compact SVG (path relative to the project root), and the icon modules it reads. */
export const COMPACT_ICON_SVG_LOADER = './config/compact-icon-svg.js'
export const NUTUI_ICON_MODULES = /@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/][^\\/]+\.js$/

/**
 * Levels of Taro's recursive templates written into base.wxml (Taro's default 16). Deeper nodes render
 * through the `comp` component (a virtual host, so flex layout and page styles carry through), which starts
 * again at level 0, so nothing is lost, only one component boundary per 8 levels. A page's SelectorQuery does
 * not see inside it: test/build/weapp-pages.test.js proves what NutUI measures and the 公告 editor stay above.
 */
export const WEAPP_BASE_LEVEL = 8

/**
 * Levels base.wxml holds for the components that may contain themselves (Taro: 4 each, ~2–7 KB a level), applied by
 * the Taro plugin config/weapp-templates.js, which sends a node nested deeper through `comp` instead of rendering it
 * blank. Forms and swipers never nest here; a scroll-view may hold one more (NutUI's Tabs in a sheet), and Tabs must
 * stay out of `comp` where its SelectorQuery could not measure it.
 */
export const WEAPP_NEST_LIMITS = { form: 1, swiper: 1, 'swiper-item': 1, 'scroll-view': 2 }
export const WEAPP_TEMPLATES_PLUGIN = './config/weapp-templates.js'
