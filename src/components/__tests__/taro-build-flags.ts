// Taro's H5 webpack plugin defines this constant; test/jest/setup-env.js does not yet (lead: add it there).
const g = globalThis as Record<string, unknown>
if (!('DEPRECATED_ADAPTER_COMPONENT' in g)) g.DEPRECATED_ADAPTER_COMPONENT = false
export {}
