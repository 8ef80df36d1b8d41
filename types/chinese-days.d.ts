// The schedule imports chinese-days' UMD build: Taro's webpack does not parse its ES build (untranspiled ESM
// in node_modules), and the UMD file is the smaller one. Same API, same types.
declare module 'chinese-days/dist/index.min.js' {
  export * from 'chinese-days'
}
