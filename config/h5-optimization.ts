import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { NormalModuleReplacementPlugin } from 'webpack'
import dropFontFaces from './postcss-drop-font-faces'
import { CompileHintPlugin, FIRST_LOAD_PAGES, FirstLoadManifestPlugin } from './h5-first-load'
import { leverOn } from './levers'
import type { IH5Config } from '@tarojs/taro/types/compile/config/h5'

type WebpackChain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/

/**
 * H5 first-load levers: shared code split into chunks any page can reuse (Taro's default only splits
 * initial chunks, so every page chunk carried its own copy of NutUI and Swiper.js), polyfills the
 * supported browsers do not need, and gzip + brotli files written next to each asset so the server
 * sends them without compressing per request.
 */
export function optimizeH5(chain: WebpackChain, isProd: boolean, { tabPages }: { tabPages: readonly string[] }): void {
  if (leverOn('unused-polyfills')) {
    const empty = path.join(__dirname, 'empty-module.js')
    chain.resolve.alias.set('whatwg-fetch$', empty).set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', empty)
    chain.resolve.alias.set('jsonp-retry$', path.join(__dirname, 'no-jsonp.js'))
  }
  if (leverOn('taro-components-split')) splitTaroComponents(chain)
  if (leverOn('stencil-free-shell')) shellWithoutStencil(chain)
  if (leverOn('entry-yield')) yieldInEntry(chain)
  if (leverOn('icon-index-side-effect-free')) skipIconIndex(chain)
  if (leverOn('nutui-rect-in-browser')) nutuiRectInBrowser(chain)
  if (leverOn('drop-package-fonts')) dropPackageFonts(chain)
  if (process.env.PORTAL_H5_STATS) chain.plugin('chunk-stats').use(ChunkStatsPlugin, [process.env.PORTAL_H5_STATS])
  if (!isProd) return
  if (leverOn('smaller-library-builds')) smallerLibraryBuilds(chain)
  if (leverOn('taro-styles-in-stylesheet')) taroStylesInStyleSheet(chain)
  chain.plugin('first-load-manifest').use(FirstLoadManifestPlugin, [FIRST_LOAD_PAGES])
  // The tab pages too: one tap away, and each a first load when opened from a link.
  if (leverOn('compile-hints')) chain.plugin('compile-hint').use(CompileHintPlugin, [[...new Set([...FIRST_LOAD_PAGES, ...tabPages])]])
  if (leverOn('split-chunks')) splitChunks(chain)
  chain.plugin('gzip').use(CompressionPlugin, [
    {
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { level: 9 },
    },
  ])
  chain.plugin('brotli').use(CompressionPlugin, [
    {
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 1024,
      minRatio: 0.9,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    },
  ])
}

/**
 * Taro's minSize 0 made one file per shared module (29 scripts on the home tab); 40 KB keeps them few, and
 * at most 6 scripts per page opened keeps the first load's request count down (smaller shared parts are
 * copied into the page's own chunk instead). Against 20 KB: the home 7 → 5 scripts, and fewer and smaller
 * first loads for the other tabs measured (service, my, messages, news detail); 60 KB gained little more on
 * them and copied 1.4 MB more code between pages.
 * Taro's own `taro` group also took its packages (router, runtime, API) out of the app script into a second
 * script every first load fetched beside it; kept in the app script (split only for pages' chunks) the first
 * load is one script fewer for +0.1 KB gzip. The price: a release that changes only the app's code is fetched
 * again with Taro's packages in it (about 34 KB gzip more for a returning visitor).
 */
function splitChunks(chain: WebpackChain): void {
  chain.optimization.merge({
    splitChunks: {
      chunks: 'all',
      minSize: 40000,
      maxAsyncRequests: 6,
      cacheGroups: { taro: { test: /[\\/]node_modules[\\/]@tarojs[\\/]/, priority: 100, chunks: 'async', reuseExistingChunk: true } },
    },
  })
}

/**
 * Taro's H5 minifier options (`H5BaseConfig.defaultTerserOptions`, merged with this) keep every function's name
 * (`keep_fnames: true`), which leaves most of the names in the scripts unmangled. Nothing on the H5 pages reads a
 * function's name (config/__tests__/h5-terser.test.ts searches the packages that run there), so names are mangled like
 * the rest (what it saves today: docs/h5-first-load.md, lever `mangle-names`).
 */
export const H5_TERSER = { enable: true, config: { keep_fnames: false } }

/**
 * Taro's component list is one module that defines every component any page uses, so Swiper.js, the video
 * player and the picker came with the first page. Our list (config/h5-components) gives the larger ones a
 * module each; marked free of side effects, an import of one goes straight to its module, in the chunk of the
 * page that uses it. (The platform plugin sets this alias first; the user chain runs after it.)
 */
function splitTaroComponents(chain: WebpackChain): void {
  const dir = path.join(__dirname, 'h5-components')
  chain.resolve.alias.set('@tarojs/components$', path.join(dir, 'index.js'))
  chain.module
    .rule('h5-components')
    .test((file: string) => file.startsWith(dir))
    .set('sideEffects', false)
}

/**
 * Taro's H5 shell without Stencil: the tab bar @tarojs/router creates (config/h5-components/tabbar.js through
 * stencil-free.js) and the pull-down refresh around pages that enable it (pull-down-refresh.js, handed to the
 * router as `config.PullDownRefresh`, the hook Taro's html components use) are plain elements, so the Stencil
 * runtime and its components load only with a page that uses one of Taro's interactive components.
 */
function shellWithoutStencil(chain: WebpackChain): void {
  const dir = path.join(__dirname, 'h5-components')
  chain.resolve.alias.set('@tarojs/components/dist/components$', path.join(dir, 'stencil-free.js'))
  chain.plugin('mainPlugin').tap((args: Array<{ loaderMeta?: { extraImportForWeb: string; execBeforeCreateWebApp: string } }>) => {
    const meta = args[0].loaderMeta
    if (!meta) throw new Error('Taro H5 loaderMeta missing: the platform plugin changed, see shellWithoutStencil')
    const withoutStencil = (code: string) =>
      code
        .split('\n')
        .filter((line) => !line.includes('PullToRefreshCore'))
        .join('\n')
    const component = JSON.stringify(path.join(dir, 'pull-down-refresh.js'))
    meta.extraImportForWeb = `${withoutStencil(meta.extraImportForWeb)}import { PullDownRefresh } from ${component}\n`
    meta.execBeforeCreateWebApp = `${withoutStencil(meta.execBeforeCreateWebApp)}config.PullDownRefresh = PullDownRefresh\n`
    return args
  })
}

/** The start-up in several tasks instead of one (config/h5-entry-yield-loader.js says why and how). */
function yieldInEntry(chain: WebpackChain): void {
  chain.module
    .rule('entry-yield')
    .test(/[\\/]src[\\/]app\.(config|boot)\.[jt]s$/)
    .enforce('pre')
    .use('entry-yield')
    .loader(path.join(__dirname, 'h5-entry-yield-loader.js'))
}

/**
 * Taro's own styles (html and body, `.taro-app-wrap`, …) extracted into the style sheet with the app's, first in
 * it as they are first among the entry's imports, instead of injected from the app script by style-loader (Taro
 * does that to put them before the app's rules): the script no longer carries CSS as text or adds style elements
 * while it starts, and the rules apply from the first paint.
 */
function taroStylesInStyleSheet(chain: WebpackChain): void {
  chain.module.rules.delete('taroStyle')
  chain.module.rule('customStyle').exclude.clear()
}

/**
 * Library builds that are smaller for the same behaviour: MobX's own production build (its package points
 * bundlers at a build that keeps the development messages: 17.6 → 14.6 KB gzip), and a lodash.kebabcase that
 * handles the ASCII theme keys NutUI's ConfigProvider converts (config/kebab-case.js; −3 KB gzip per page).
 */
function smallerLibraryBuilds(chain: WebpackChain): void {
  chain.resolve.alias
    .set('mobx$', require.resolve('mobx/dist/mobx.esm.production.min.js'))
    .set('lodash.kebabcase$', path.join(__dirname, 'kebab-case.js'))
}

/**
 * Taro's H5 build runs PostCSS on the app's own styles only. Two package stylesheets inline fonts the portal
 * never shows: NutUI's theme (the JDZH digit fonts, ~17 KB of the render-blocking app.css, for price, rate
 * and count-down digits, which fall back to the system font) and Taro's component styles (the `weui` font of
 * an <Icon> the portal never renders, which webpack also put in the first script). Both go before css-loader.
 */
function dropPackageFonts(chain: WebpackChain): void {
  const postcssLoader = require.resolve('postcss-loader', { paths: [require.resolve('@tarojs/webpack5-runner')] })
  chain.module
    .rule('package-font-faces')
    .test([
      /[\\/]@nutui[\\/]nutui-react-taro[\\/]dist[\\/]styles[\\/]themes[\\/]default\.css$/,
      /[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/,
    ])
    .use('drop-font-faces')
    .loader(postcssLoader)
    .options({ postcssOptions: { plugins: [dropFontFaces({ drop: ['weui'] })] } })
}

/**
 * `@nutui/icons-react-taro` marks its index module as having side effects (it imports the icons' CSS), so
 * webpack keeps it wherever it is imported, and with it every icon the app imports from it anywhere: one
 * import in the start-up code put all of them in the first script. Marked free of side effects, an import
 * goes straight to the icon's own module; app.tsx imports the CSS itself.
 */
function skipIconIndex(chain: WebpackChain): void {
  chain.module
    .rule('nutui-icons-index')
    .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/)
    .set('sideEffects', false)
}

/** NutUI's element measuring helper (utils/taro/get-rect.js) as its import resolves to it. */
export const NUTUI_TARO_GET_RECT = /[\\/]@nutui[\\/]nutui-react-taro[\\/]dist[\\/]es[\\/]utils[\\/]taro[\\/]get-rect\.js$/

/**
 * NutUI measures elements (NoticeBar, Tabs, Elevator, …) through `utils/taro/get-rect.js`, which uses
 * getBoundingClientRect in a browser and Taro's createSelectorQuery elsewhere; importing the second brought Taro's
 * selector query, nodes ref and canvas context into the home's first load (the marquee's NoticeBar) although H5 never
 * runs it. On H5 the module is replaced, after resolution, by its browser branch (config/nutui-rect-in-browser.js).
 */
function nutuiRectInBrowser(chain: WebpackChain): void {
  chain
    .plugin('nutui-rect-in-browser')
    .use(NormalModuleReplacementPlugin, [NUTUI_TARO_GET_RECT, path.join(__dirname, 'nutui-rect-in-browser.js')])
}

/**
 * `PORTAL_H5_STATS=file` writes which modules make up each emitted script (read by `scripts/h5-chunks.mjs`
 * to explain what a page's first load fetches and why).
 */
export class ChunkStatsPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: { hooks: { done: { tap: (name: string, fn: (stats: { toJson: (o: object) => unknown }) => void) => void } } }) {
    compiler.hooks.done.tap('ChunkStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        cachedModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        ids: true,
      })
      fs.mkdirSync(path.dirname(this.file), { recursive: true })
      fs.writeFileSync(this.file, JSON.stringify(json))
    })
  }
}
