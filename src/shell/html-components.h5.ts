// The base styles of View, Text and Image, which the H5 build draws as plain elements (config/h5-components/html.js).
import '../styles/html-components.css'
// The tab bar and the pull-down refresh, drawn without Taro's Stencil components (config/h5-components/tabbar.js).
import '../styles/taro-shell.css'
