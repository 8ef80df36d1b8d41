import type { PluginCreator } from 'postcss'

/** See postcss-drop-font-faces.js. */
declare const dropFontFaces: PluginCreator<{ keep?: string[]; drop?: string[] }>
export default dropFontFaces
