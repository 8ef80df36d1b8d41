import { defineConfig } from '@tarojs/cli'

// Taro's react-NutUI template as generated, with hashed H5 file names.
export default defineConfig<'webpack5'>({
  projectName: 'bench-peer',
  designWidth: (input?: string | number | { file?: string }) =>
    typeof input === 'object' && input?.file?.replace(/\\+/g, '/').includes('@nutui') ? 375 : 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: 'dist',
  framework: 'react',
  compiler: { type: 'webpack5', prebundle: { enable: false } },
  cache: { enable: true },
  h5: {
    publicPath: '/',
    staticDirectory: 'static',
    output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
    miniCssExtractPluginOption: {
      ignoreOrder: true,
      filename: 'css/[name].[contenthash:8].css',
      chunkFilename: 'css/[name].[contenthash:8].css',
    },
    router: { mode: 'browser' },
    postcss: { autoprefixer: { enable: true, config: {} }, pxtransform: { enable: true, config: { selectorBlackList: ['nut-'] } } },
  },
})
