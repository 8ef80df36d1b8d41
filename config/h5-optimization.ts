import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import type { IH5Config } from '@tarojs/taro/types/compile/config/h5'

type WebpackChain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/

/**
 * H5 first-load levers: shared code split into chunks any page can reuse (Taro's default only splits
 * initial chunks, so every page chunk carried its own copy of NutUI and Swiper.js), polyfills the
 * supported browsers do not need, and gzip + brotli files written next to each asset so the server
 * sends them without compressing per request.
 */
export function optimizeH5(chain: WebpackChain, isProd: boolean): void {
  const empty = path.join(__dirname, 'empty-module.js')
  chain.resolve.alias.set('whatwg-fetch$', empty).set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', empty)
  if (!isProd) return
  // Taro's minSize 0 made one file per shared module (29 scripts on the home tab); 20 KB keeps them few.
  chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 20000 } })
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
