import type { PluginCreator } from 'postcss'

/** See postcss-drop-rtl.js. */
declare const dropRtl: PluginCreator<Record<string, never>>
export default dropRtl
