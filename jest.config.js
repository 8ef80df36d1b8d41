// Unit tests beside the code (`src/**/__tests__`). Taro's H5 runtime stands in for both platforms.
const esmPackages = [
  '@tarojs',
  '@nutui',
  '@stencil',
  '@swc/helpers',
  'lodash-es',
  'mobx',
  'mobx-react',
  'mobx-react-lite',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'swiper',
  'ssr-window',
  'dom7',
  'dayjs',
  'dompurify',
  'nanoid',
]

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/contract'],
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)'],
  setupFiles: ['<rootDir>/test/jest/setup-env.js'],
  setupFilesAfterEnv: ['<rootDir>/test/jest/setup-dom.js'],
  transform: { '^.+\\.(m?[jt]sx?)$': 'babel-jest' },
  // Transform a file when any node_modules segment of its path leads into one of these (Taro nests copies).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/.*$`],
  moduleNameMapper: {
    '^@tarojs/components$': '@tarojs/components/lib/react',
    '^@tarojs/taro$': '<rootDir>/test/jest/taro.js',
    '\\.(css|scss|sass|less)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/test/jest/file-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    // As both builds alias it (config/index.ts): NutUI Form's validator library → the portal's stand-in.
    '^async-validator$': '<rootDir>/src/lib/form-rule-schema.ts',
  },
  // `x.h5.ts` wins over `x.ts`, as in the H5 build (Taro resolves platform files the same way).
  moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  testTimeout: 15000,
}
