// ESLint 8 with Taro's React preset. Boundaries: features never import each other (shared pieces move
// down to components/ or lib/), lower layers never import upper ones, no import cycles. Formatting is
// Prettier's (`npm run lint` runs both).
const features = require('fs').readdirSync(`${__dirname}/src/features`)
// Page folders (at the spec's paths, so outside src/features): the main package and the sub-packages.
const pages = ['./src/pages', './src/pagesA', './src/msgCenter', './src/study-center']

module.exports = {
  root: true,
  extends: ['taro/react', 'prettier'],
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'import'],
  settings: {
    react: { version: '18.3' },
    'import/resolver': { typescript: { project: ['tsconfig.json', 'server/tsconfig.json'] }, node: true },
    'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@nutui/nutui-react-taro',
            importNames: ['Switch'],
            message: "Use src/components/switch.tsx: NutUI's spinner sticks in the mini-program.",
          },
        ],
      },
    ],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          // A feature imports no other feature.
          ...features.map((f) => ({
            target: `./src/features/${f}`,
            from: './src/features',
            except: [`./${f}`],
            message: 'Features do not import each other: move what they share to src/components or src/lib.',
          })),
          // Layers: lib at the bottom; components, routes and stores on it; features above them; shell and pages on top.
          {
            target: './src/lib',
            from: ['./src/components', './src/routes', './src/stores', './src/features', ...pages],
            message: 'lib/ is the bottom layer.',
          },
          {
            target: './src/components',
            from: ['./src/features', ...pages],
            message: 'components/ are shared by features and pages; they import no feature or page.',
          },
          {
            target: './src/stores',
            from: ['./src/features', ...pages],
            message: 'stores/ sit under the features: move what a store needs to stores/ or lib/, or let the feature hand it in.',
          },
          {
            target: './src/routes',
            from: ['./src/features', ...pages],
            message: 'routes/ is the route table and navigation: domain code belongs to its feature.',
          },
          { target: './src/features', from: pages, message: 'Features do not import pages.' },
          // shell/ runs the app (session start, launch, start-up config, unread refresh): app.tsx and pages call it.
          {
            target: ['./src/features', './src/components', './src/lib', './src/stores', './src/routes'],
            from: './src/shell',
            message: 'shell/ composes features for the app; nothing below it imports it.',
          },
          { target: './src', from: './server', message: 'The client never imports server code (share through the contract).' },
        ],
      },
    ],
    // Taro's preset predates the new JSX transform and TypeScript's own checks.
    'react/react-in-jsx-scope': 'off',
    'react/jsx-uses-react': 'off',
    'no-unused-vars': 'off',
    'no-undef': 'off',
    'import/no-commonjs': 'off',
    'import/first': 'off',
    'react/sort-comp': 'off',
    'react/jsx-filename-extension': 'off',
    // `userName` (display name) and `username` (account) are different props.
    'react/jsx-no-duplicate-props': ['error', { ignoreCase: false }],
    // Default imports used as their docs show them (`fc.integer`, `pg.Pool`, `dayjs.extend`, fastify plugins).
    'import/no-named-as-default-member': 'off',
    'import/no-named-as-default': 'off',
  },
  overrides: [
    { files: ['src/components/switch.tsx'], rules: { 'no-restricted-imports': 'off' } },
    {
      files: ['server/**/*.ts', 'scripts/**', 'test/**', 'config/**', '*.js', '**/__tests__/**'],
      rules: { 'import/no-restricted-paths': 'off' },
    },
    {
      // Route ids go through parseRouteId (src/lib/route-id.ts): `Number(params.id)` gives NaN for a missing or bad id,
      // and a NaN in a hook's dependency list froze pages under Preact (issue 31).
      files: ['src/pages/**', 'src/pagesA/**', 'src/msgCenter/**', 'src/study-center/**', 'src/features/**', 'src/components/**'],
      excludedFiles: ['**/__tests__/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...['CallExpression[callee.name=/^(Number|parseInt|parseFloat)$/] ', "UnaryExpression[operator='+'] > "].map((parent) => ({
            selector: `${parent}MemberExpression:matches([object.name='params'], [object.property.name='params'])[property.name=/^(id|\\w+Id)$/]`,
            message: 'Read a route id with parseRouteId(params.…) from @/lib/route-id: it is a positive integer or null, never NaN.',
          })),
        ],
      },
    },
    {
      // node:test's before/after hooks and browser globals inside page.evaluate.
      files: ['server/test/**', 'test/**'],
      rules: { 'no-shadow': 'off', '@typescript-eslint/no-shadow': 'off', 'no-restricted-globals': 'off' },
    },
  ],
  ignorePatterns: ['dist', 'dist-h5', 'dist-admin', 'node_modules', '.cache', 'server/drizzle', 'coverage', 'test-results', 'types/*.d.ts'],
}
