// Imported first by the component tests.
// Taro's H5 webpack plugin defines DEPRECATED_ADAPTER_COMPONENT; test/jest/setup-env.js does not (yet), and
// @tarojs/components' React build reads it on load. It must be set before any NutUI import, which
// babel-plugin-import hoists to the top of the importing file: so tests import components, never NutUI.
const g = globalThis as Record<string, unknown>
if (!('DEPRECATED_ADAPTER_COMPONENT' in g)) g.DEPRECATED_ADAPTER_COMPONENT = false

// jest-dom's matchers are installed by test/jest/setup-dom.js; this import gives TypeScript their types.
import '@testing-library/jest-dom'
