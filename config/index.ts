import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { PluginItem } from '@tarojs/taro/types/compile/config/project'
import devConfig from './dev'
import prodConfig from './prod'
import { createSwcRegister } from '@tarojs/helper'
import { ChunkStatsPlugin, H5_TERSER, optimizeH5 } from './h5-optimization'
import { FlattenCssVarFallbacksPlugin } from './css-var-fallbacks'
import { InlineThemeConstantsPlugin } from './css-theme-constants'
import {
  COMPACT_ICON_SVG_LOADER,
  DROP_FONT_FACES_PLUGIN,
  DROP_RTL_PLUGIN,
  dropRtlRules,
  dropUnusedFontFaces,
  NUTUI_ICON_MODULES,
  WEAPP_BASE_LEVEL,
  WEAPP_NEST_LIMITS,
  WEAPP_TEMPLATES_PLUGIN,
  weappTerser,
} from './weapp-size'
import { applyMiniProgramAppId, checkServerOrigin, loadDeploymentEnv } from './deployment'
import { leverOn } from './levers'

// Deployment values (PORTAL_*, .env files) must be in place before anything below reads them.
loadDeploymentEnv(path.resolve(__dirname, '..'))
applyMiniProgramAppId()
if (process.env.TARO_ENV === 'weapp') checkServerOrigin(process.env.PORTAL_SERVER_ORIGIN)

// Taro compiles only config/ when it loads this file; the route table under src/routes goes through the same
// swc hook. (Loading it through tsx gave it a `?namespace=` file name that webpack cannot snapshot, so the
// persistent cache was never written and every H5 build started cold.)
createSwcRegister({ only: [(file: string) => file.startsWith(path.join(__dirname, '..', 'src', 'routes'))] })
const { h5CustomRoutes } = require('../src/routes/h5-routes') as typeof import('../src/routes/h5-routes')
const { tabRoutes } = require('../src/routes/route-table') as typeof import('../src/routes/route-table')

// The client/server contract lives outside src/: both builds alias it and run it through Taro's Babel rule.
const contractDir = path.resolve(__dirname, '..', 'contract')

// The PostCSS step of both builds that makes text sizes scalable (config/postcss-text-scale.js).
const TEXT_SCALE_PLUGIN = './config/postcss-text-scale.js'

// Stands in for async-validator under NutUI's Form (also mapped in jest.config.js).
const formRuleSchema = path.resolve(__dirname, '..', 'src', 'lib', 'form-rule-schema.ts')

// NutUI is drawn at 375 px; our own pages at 750 (Taro's default).
const designWidth = (input?: string | number | { file?: string }) =>
  typeof input === 'object' && input?.file?.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750

// PORTAL_OUT_DIR lets parallel builds (tests, benchmarks) write somewhere of their own.
const outputRoot = process.env.PORTAL_OUT_DIR || (process.env.TARO_ENV === 'h5' ? 'dist-h5' : 'dist')

/**
 * The weapp build's Taro plugins: the screen reader's attributes in the templates (always: the runtime adds the same
 * names, src/shell/weapp-aria.weapp.ts), each page's <page-meta> cut to its page-style (always) and the template
 * levels (a lever).
 */
function weappPlugins(): PluginItem[] {
  const plugins: PluginItem[] = [path.resolve(__dirname, 'weapp-aria.js'), path.resolve(__dirname, 'weapp-page-meta.js')]
  if (leverOn('template-levels')) plugins.push([path.resolve(__dirname, '..', WEAPP_TEMPLATES_PLUGIN), { nestLimits: WEAPP_NEST_LIMITS }])
  return plugins
}

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'campus-portal',
    date: '2026-11-22',
    designWidth,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    alias: {
      '@contract': contractDir,
      '@': path.resolve(__dirname, '..', 'src'),
      // NutUI Form's validator library, for the few rule kinds the portal's forms use (src/lib/form-rule-schema.ts).
      ...(leverOn('form-rule-schema') ? { 'async-validator$': formRuleSchema } : {}),
    },
    // PORTAL_OUT_DIR lets parallel builds (tests, benchmarks) write somewhere of their own.
    outputRoot,
    plugins: process.env.TARO_ENV === 'weapp' ? weappPlugins() : [],
    defineConstants: {
      PORTAL_ENV: JSON.stringify(portalEnv()),
    },
    // The H5 tab bar loads its icons by path (the mini-program packs the ones app.json names by itself);
    // app.json's sitemapLocation and themeLocation point at the sitemap and the light/dark colours (mini-program only).
    copy: {
      patterns:
        process.env.TARO_ENV === 'h5'
          ? [{ from: 'src/assets/tabbar/', to: path.join(outputRoot, 'assets/tabbar/') }]
          : process.env.TARO_ENV === 'weapp'
            ? [
                { from: 'src/sitemap.json', to: `${outputRoot}/sitemap.json` },
                { from: 'src/theme.json', to: `${outputRoot}/theme.json` },
              ]
            : [],
      options: {},
    },
    // Both builds render with React 18 (issue 31): react-dom in H5, @tarojs/react (React's reconciler on Taro's DOM) in the
    // mini-program; Jest renders with react-dom too. test/build/framework.test.js and test/e2e/framework.test.mjs check what
    // each build bundled.
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Parallel builds (PORTAL_OUT_DIR) and lever measurements (PORTAL_LEVERS_OFF) build cold: the cache does not know them.
    cache: { enable: !process.env.PORTAL_OUT_DIR && !process.env.PORTAL_LEVERS_OFF },
    // The mini-program's size levers (config/weapp-size.ts); H5 keeps Taro's terser defaults but one (H5_TERSER).
    ...(process.env.TARO_ENV === 'weapp' && leverOn('weapp-terser') ? { terser: weappTerser } : {}),
    ...(process.env.TARO_ENV === 'weapp' && leverOn('template-levels') ? { baseLevel: WEAPP_BASE_LEVEL } : {}),
    ...(process.env.TARO_ENV === 'h5' && leverOn('mangle-names') ? { terser: H5_TERSER } : {}),
    mini: {
      compile: { include: [contractDir] },
      postcss: {
        pxtransform: { enable: true, config: { selectorBlackList: ['nut-'] } },
        cssModules: { enable: false },
        ...(leverOn('weapp-drop-fonts') ? { [DROP_FONT_FACES_PLUGIN]: dropUnusedFontFaces } : {}),
        ...(leverOn('drop-rtl') ? { [DROP_RTL_PLUGIN]: dropRtlRules } : {}),
        // Text sizes follow --portal-text-scale (WeChat's font size and 长辈模式, src/lib/elder-mode.weapp.ts).
        [TEXT_SCALE_PLUGIN]: { enable: true, config: {} },
      },
      optimizeMainPackage: { enable: true },
      webpackChain(chain) {
        if (leverOn('css-var-fallbacks')) chain.plugin('flatten-css-var-fallbacks').use(FlattenCssVarFallbacksPlugin)
        if (leverOn('css-theme-constants')) chain.plugin('inline-theme-constants').use(InlineThemeConstantsPlugin)
        if (leverOn('compact-icon-svg')) {
          chain.module
            .rule('compact-icon-svg')
            .test(NUTUI_ICON_MODULES)
            .enforce('pre')
            .use('compact-icon-svg')
            .loader(path.resolve(__dirname, '..', COMPACT_ICON_SVG_LOADER))
        }
        // Which modules make up each emitted script (read by scripts/weapp-main-package.mjs).
        if (process.env.PORTAL_WEAPP_STATS) chain.plugin('chunk-stats').use(ChunkStatsPlugin, [process.env.PORTAL_WEAPP_STATS])
      },
      // NutUI's per-component CSS has no meaningful cross-component order.
      miniCssExtractPluginOption: { ignoreOrder: true },
    },
    h5: {
      compile: { include: [contractDir] },
      publicPath: '/',
      staticDirectory: 'static',
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      webpackChain(chain) {
        // Spec §9: a page chunk may take up to 120 s before it counts as failed (then chunk-recovery reloads once).
        chain.output.chunkLoadTimeout(120000)
        optimizeH5(chain, process.env.NODE_ENV !== 'development', { tabPages: tabRoutes.map((r) => r.path) })
        // Source maps only when asked, for profiling the start-up by source file (docs/h5-first-load.md).
        if (process.env.PORTAL_H5_SOURCE_MAP) chain.devtool('source-map')
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: { selectorBlackList: ['nut-'] } },
        cssModules: { enable: false },
        // Text sizes follow --portal-text-scale (the reader's text size and 长辈模式, src/lib/elder-mode.h5.ts).
        [TEXT_SCALE_PLUGIN]: { enable: true, config: {} },
      },
    },
  }
  return process.env.NODE_ENV === 'development' ? merge({}, baseConfig, devConfig) : merge({}, baseConfig, prodConfig)
})

/** Deployment values baked into the build; each may be left empty to use the same-origin default. */
function portalEnv(): Record<string, string> {
  const keys = [
    'ENV_SSO_BASE',
    'ENV_TOKEN_SERVICE_BASE',
    'ENV_PORTAL_BASE',
    'ENV_CMS_BASE',
    'ENV_MESSAGE_CENTER_BASE',
    'ENV_FLOW_BASE',
    'ENV_PERSONAL_BASE',
    'ENV_REQUEST_TIMEOUT',
    'ENV_APP_ID',
    'ENV_SERVER_ORIGIN',
    'ENV_APP_VERSION',
  ]
  const values = Object.fromEntries(keys.map((k) => [k, process.env[k.replace(/^ENV_/, 'PORTAL_')] ?? '']))
  // The app version is the package version unless the deployment names another.
  values.ENV_APP_VERSION ||= process.env.npm_package_version || require('../package.json').version
  return values
}
