// View, Text and Image as plain elements instead of Taro's Stencil custom elements (`taro-view-core` & co.):
// our View (view.js), and Taro's own html Text and Image (`@tarojs/components-react`). They make most of the
// DOM of every page (NutUI is built from them too), and each custom element costs an upgrade, a slot
// relocation and a style recalculation. The interactive components (Button, Input, ScrollView, Picker, …) stay
// Taro's custom elements, whose events the pages and NutUI are written against. The base styles of these three
// (an Image's default size, its modes) are in src/styles/html-components.css, imported by the H5 app
// (src/shell/html-components.h5.ts).
export { View } from './view.js'
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js'
// Image: Taro's, with its label as the <img>'s alt (image.js).
export { Image } from './image.js'
