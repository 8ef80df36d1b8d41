/** @jest-environment node */
import { builtinModules } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'

// package.json: what ships (bundled into the mini-program, the H5 app or the console, or run by the server) is under
// `dependencies`; build tools, tests and type packages under `devDependencies`; nothing listed that nothing uses.
const ROOT = path.resolve(__dirname, '..', '..')
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
/** Code that ships: the client, the console, the server and the contract they share (tests excluded). */
const SHIPPED = ['src', 'admin/src', 'server/src', 'contract']
/** Tools and tests: build configuration, scripts, test suites. */
const TOOLING = ['config', 'scripts', 'test', 'server/test', 'server/drizzle.config.ts', 'admin/vite.config.ts', 'bench']
/**
 * Shipped packages no source file imports: Taro loads its platform and framework plugins by name from config/index.ts
 * and its runtime packages from the code it generates; `tsx` runs the server (`npm start`, `npm run server`);
 * `@tiptap/pm` is a peer dependency of `@tiptap/react`.
 */
const SHIPPED_UNIMPORTED = [
  'tsx',
  '@tiptap/pm',
  '@tarojs/plugin-framework-react',
  '@tarojs/plugin-platform-h5',
  '@tarojs/plugin-platform-weapp',
  '@tarojs/runtime',
  '@tarojs/shared',
  '@tarojs/helper',
  '@tarojs/react',
]

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return []
  if (fs.statSync(full).isFile()) return [full]
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((d) => {
    const file = path.join(d.parentPath ?? d.path, d.name)
    return d.isFile() && /\.(m?js|cjs|tsx?)$/.test(d.name) && !file.includes('node_modules') ? [file] : []
  })
}

/**
 * Tools no file imports: babel-preset-taro's peers (`@babel/core`, `@babel/preset-react`, `react-refresh` for the
 * watch builds), Taro's `webpack5` compiler, babel.config.js's `import` plugin, .eslintrc.js's `typescript` resolver
 * and `react-hooks` plugin, Jest's `jsdom` environment.
 */
const TOOLS_BY_NAME = [
  '@babel/core',
  '@babel/preset-react',
  'react-refresh',
  '@tarojs/webpack5-runner',
  'babel-plugin-import',
  'eslint-import-resolver-typescript',
  'eslint-plugin-react-hooks',
  'jest-environment-jsdom',
]

const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g
const BUILTINS = new Set(builtinModules)

/** The package names a set of files imports (bare specifiers; aliases such as `@/…` and `@contract/…` left out). */
function importedPackages(entries: string[], keep: (file: string) => boolean): Set<string> {
  const names = new Set<string>()
  for (const file of entries.flatMap(sourceFiles).filter(keep)) {
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (spec.startsWith('node:') || spec.startsWith('@/') || spec.startsWith('@contract') || spec.startsWith('@admin')) continue
      const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
      if (BUILTINS.has(name)) continue
      names.add(name)
    }
  }
  return names
}

const isTest = (file: string) => /__tests__|\.test\.|\/test-utils\//.test(file)
const listed = (name: string) =>
  name in pkg.dependencies || name in pkg.devDependencies || fs.existsSync(path.join(ROOT, 'node_modules', name))

describe('package.json', () => {
  const shipped = importedPackages(SHIPPED, (f) => !isTest(f))
  const tooling = importedPackages([...SHIPPED, ...TOOLING], () => true)

  it('lists every package the shipped code imports under dependencies', () => {
    const misplaced = [...shipped].filter((name) => listed(name) && !(name in pkg.dependencies) && !name.startsWith('@types/'))
    expect(misplaced).toEqual([])
  })

  it('keeps under dependencies only what ships', () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !shipped.has(name) && !SHIPPED_UNIMPORTED.includes(name))
    expect(unused).toEqual([])
  })

  it('lists nothing that nothing uses', () => {
    // Tools named in configuration or run by the scripts rather than imported.
    const configText = [
      'config/index.ts',
      'babel.config.js',
      'jest.config.js',
      'test/build/jest.config.js',
      '.eslintrc.js',
      'postcss.config.js',
    ]
      .filter((f) => fs.existsSync(path.join(ROOT, f)))
      .map((f) => fs.readFileSync(path.join(ROOT, f), 'utf8'))
      .concat(Object.values((pkg as unknown as { scripts: Record<string, string> }).scripts))
      .join('\n')
    const unused = Object.keys(pkg.devDependencies).filter(
      (name) =>
        !tooling.has(name) &&
        !name.startsWith('@types/') &&
        !TOOLS_BY_NAME.includes(name) &&
        !configText.includes(name.replace(/^eslint-(plugin|config)-/, '')),
    )
    expect(unused).toEqual([])
  })
})
