// `@tarojs/components/dist/components` (Taro's Stencil custom elements) with the tab bar that @tarojs/router
// defines at start-up swapped for ours (tabbar.js), so the Stencil runtime loads only with a page that uses one
// of Taro's interactive components. Every other export is Taro's (the package is free of side effects, so only
// the components imported somewhere are bundled).
export * from '../../node_modules/@tarojs/components/dist/components/index.js'
export { defineCustomElementTaroTabbar } from './tabbar.js'
