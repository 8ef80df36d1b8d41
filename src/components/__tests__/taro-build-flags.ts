// Taro's H5 webpack plugin defines DEPRECATED_ADAPTER_COMPONENT; test/jest/setup-env.js does not (yet), and
// @tarojs/components' React build reads it on load. It must be set before any NutUI import, which
// babel-plugin-import hoists to the top of the importing file: so a test imports this first, then
// components, never NutUI directly.
const g = globalThis as Record<string, unknown>
if (!('DEPRECATED_ADAPTER_COMPONENT' in g)) g.DEPRECATED_ADAPTER_COMPONENT = false
export {}
