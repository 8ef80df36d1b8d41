/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import { H5_TERSER } from '../h5-optimization'

// The H5 build mangles function names (H5_TERSER overrides Taro's keep_fnames). That is safe only while no code that
// runs on the H5 pages reads a function's own name; these are the packages the pages run, and the app itself.
const ROOT = path.resolve(__dirname, '..', '..')
const SCANNED = [
  'node_modules/@tarojs/runtime/dist',
  'node_modules/@tarojs/router/dist',
  'node_modules/@tarojs/taro-h5/dist',
  'node_modules/@tarojs/api/dist',
  'node_modules/@tarojs/shared/dist',
  'node_modules/@tarojs/components-react/dist/components',
  'node_modules/@tarojs/plugin-framework-react/dist/runtime.js',
  'node_modules/@nutui/nutui-react-taro/dist/es',
  'node_modules/@nutui/icons-react-taro/dist/es',
  'node_modules/mobx-react/dist/mobxreact.mjs',
  'node_modules/mobx-react-lite/dist/mobxreactlite.mjs',
  'src',
  'config/h5-components',
]
// A function's own name read back: `fn.name`, `x.constructor.name`, a React element's `.type.name`, `callee.name`,
// `Function#toString`.
const READS_A_NAME = /\b(?:constructor|fn|func|callee|Component|component|ctor|klass)\.name\b|\.type\.name\b|Function\.prototype\.toString/

function files(entry: string): string[] {
  const full = path.join(ROOT, entry)
  if (fs.statSync(full).isFile()) return [full]
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((d) => {
    const file = path.join(d.parentPath ?? d.path, d.name)
    return d.isFile() && /\.(m?js|tsx?)$/.test(d.name) && !file.includes('__tests__') && !file.includes('/solid/') ? [file] : []
  })
}

describe("the H5 build's minifier", () => {
  it("turns off Taro's keep_fnames, and nothing else", () => {
    const taroDefaults = fs.readFileSync(path.join(ROOT, 'node_modules/@tarojs/webpack5-runner/dist/webpack/H5BaseConfig.js'), 'utf8')
    expect(taroDefaults).toMatch(/defaultTerserOptions = \{\s*keep_fnames: true,/)
    expect(H5_TERSER).toEqual({ enable: true, config: { keep_fnames: false } })
  })

  it('runs on pages whose code never reads a function’s own name', () => {
    const scanned = SCANNED.flatMap(files)
    expect(scanned.length).toBeGreaterThan(1000)
    const readers = scanned.filter((file) => READS_A_NAME.test(fs.readFileSync(file, 'utf8')))
    expect(readers.map((file) => path.relative(ROOT, file))).toEqual([])
  })
})
