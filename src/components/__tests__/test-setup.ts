// Imported first by the component tests.
import './taro-build-flags'
// jest-dom's matchers are installed by test/jest/setup-dom.js; this import gives TypeScript their types.
import '@testing-library/jest-dom'
