import type { PluginCreator } from 'postcss'

declare const textScale: PluginCreator<void> & { scaled: (value: string) => string }
export default textScale
