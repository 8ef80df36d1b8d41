/**
 * The build's levers: each place the build bends Taro, NutUI or webpack for size or speed, by name. A build with
 * `PORTAL_LEVERS_OFF=name,name` leaves those out, so what each one buys today can be measured against a build with all
 * of them (`node scripts/measure-levers.mjs`; the table in docs/h5-first-load.md and docs/weapp-size.md, what to check on
 * an upgrade in docs/upgrading.md). Shipped builds set nothing: every lever is on.
 */
export const H5_LEVERS = {
  'taro-components-split': "Taro's component list split, one module per large component (config/h5-components)",
  'stencil-free-shell': 'tab bar and pull-down refresh as plain elements, no Stencil runtime in the shell',
  'entry-yield': 'the start-up split into tasks (config/h5-entry-yield-loader.js)',
  'compile-hints': "V8's compile hint on the first load's scripts and the tab pages'",
  'split-chunks': 'shared chunks of ≥ 40 KB, ≤ 6 scripts per page opened, Taro kept in the app script',
  'mangle-names': "function names mangled (Taro's keep_fnames off)",
  'nutui-rect-in-browser': "NutUI's get-rect as its browser branch",
  'icon-index-side-effect-free': "NutUI icons' index marked free of side effects",
  'smaller-library-builds': "MobX's production build, a small lodash.kebabcase",
  'unused-polyfills': 'fetch, AbortController and JSONP polyfills left out',
  'taro-styles-in-stylesheet': "Taro's base styles in app.css, not injected by the app script",
  'drop-package-fonts': "NutUI's digit fonts and Taro's weui icon font dropped from the style sheets",
  'form-rule-schema': "NutUI Form's async-validator replaced by src/lib/form-rule-schema.ts (both builds)",
} as const

export const WEAPP_LEVERS = {
  'weapp-terser': 'terser with ES2015 output, UTF-8 strings and the compress passes Taro leaves off',
  'template-levels': "base.wxml's template levels: baseLevel 8 and the self-nesting limits (config/weapp-templates.js)",
  'weapp-drop-fonts': "NutUI's unused inline fonts dropped",
  'drop-rtl': "NutUI's right-to-left rules dropped",
  'css-var-fallbacks': '`var(--nutui-x, fallback)` flattened where nothing defines --nutui-x',
  'css-theme-constants': "NutUI's theme constants inlined",
  'compact-icon-svg': 'NutUI icon masks rewritten as compact SVG',
  'form-rule-schema': H5_LEVERS['form-rule-schema'],
} as const

export type LeverName = keyof typeof H5_LEVERS | keyof typeof WEAPP_LEVERS

/** The levers `PORTAL_LEVERS_OFF` names; an unknown name stops the build (a typo would measure nothing). */
export function leversOff(env: Record<string, string | undefined> = process.env): Set<LeverName> {
  const names = (env.PORTAL_LEVERS_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of names) {
    if (!(name in H5_LEVERS) && !(name in WEAPP_LEVERS)) throw new Error(`PORTAL_LEVERS_OFF: no lever named ${name}`)
  }
  return new Set(names as LeverName[])
}

/** Whether the build uses this lever (all do unless PORTAL_LEVERS_OFF names it). */
export function leverOn(name: LeverName, env: Record<string, string | undefined> = process.env): boolean {
  return !leversOff(env).has(name)
}
