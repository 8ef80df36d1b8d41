// Which renderer the mini-program build (dist/) bundled (issue 31): React 18.3.1 through @tarojs/react, React's
// reconciler on Taro's DOM, and no Preact. Read from the compiled scripts and from the packages the project resolves.
// The H5 twin is test/e2e/framework.test.mjs. Run after `npm run build:weapp`.
const fs = require('fs')
const path = require('path')

const ROOT = path.resolve(__dirname, '../..')
const DIST = path.resolve(ROOT, process.env.WEAPP_DIR || 'dist')
const read = (file) => fs.readFileSync(path.join(DIST, file), 'utf8')
const shared = ['taro.js', 'vendors.js', 'common.js', 'app.js'].map((file) => ({ file, code: read(file) }))
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [ROOT] })).version

test('the project resolves React 18.3.1, react-dom 18.3.1 and @tarojs/react at the Taro version, and no Preact', () => {
  const resolved = {
    react: versionOf('react'),
    'react-dom': versionOf('react-dom'),
    '@tarojs/react': versionOf('@tarojs/react'),
    '@tarojs/plugin-framework-react': versionOf('@tarojs/plugin-framework-react'),
    'mobx-react': versionOf('mobx-react'),
  }
  console.log(
    `renderer packages: ${Object.entries(resolved)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  )
  expect(resolved).toEqual({
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@tarojs/react': versionOf('@tarojs/taro'),
    '@tarojs/plugin-framework-react': versionOf('@tarojs/taro'),
    'mobx-react': expect.stringMatching(/^10\./),
  })
  expect(() => require.resolve('preact', { paths: [ROOT] })).toThrow()
})

test("the mini-program's scripts carry React 18.3.1 and @tarojs/react's reconciler", () => {
  // React's own module ends with its version; @tarojs/react keys each Taro node's fiber and props as react-dom does.
  const where = (re) => shared.filter(({ code }) => re.test(code)).map(({ file }) => file)
  expect(where(/\.version="18\.3\.1"/)).toEqual(['vendors.js'])
  expect(where(/"__reactFiber\$"/).length).toBe(1)
  expect(where(/"__reactProps\$"/)).toEqual(where(/"__reactFiber\$"/))
  // Preact's compat layer names its options hooks and marks its elements; neither is left.
  expect(where(/preact|__preactattr_|\.__P=/)).toEqual([])
})
