/** Webpack loader: Taro's H5 app entry split into tasks (see h5-entry-yield-loader.js). */
declare function h5EntryYieldLoader(source: string): string
export = h5EntryYieldLoader
