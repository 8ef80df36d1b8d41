// WeChat DevTools' code-quality and JSON schema checks on the mini-program build, run offline by
// scripts/weapp-devtools-checks.cjs (miniprogram-ci, installed on demand into .cache/). Skipped, with
// the reason printed, only when the npm registry is unreachable so that miniprogram-ci cannot be had.
const { execFileSync } = require('child_process')
const path = require('path')
const { DIST } = require('./mini-program-shim')

const ROOT = path.resolve(__dirname, '../..')
const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/weapp-devtools-checks.cjs'), DIST], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: 20 * 60_000,
})
const result = JSON.parse(output.trim().split('\n').pop())
if (result.status !== 'ok') console.warn(`WeChat DevTools checks skipped: ${result.reason}`)
const check = result.status === 'ok' ? test : test.skip

check('every checkCodeQuality check passes (sizes, JS/WXML/WXSS compression, lazy code loading, sub-package code)', () => {
  const failed = result.quality.filter((item) => !item.success).map((item) => `${item.name}: ${item.text}`)
  expect(failed).toEqual([])
  const names = result.quality.map((item) => item.name)
  for (const name of [
    'PACKAGE_SIZE_LIMIT',
    'JS_COMPRESS_OPEN',
    'WXML_COMPRESS_OPEN',
    'WXSS_COMPRESS_OPEN',
    'LAZYCODE_LOADING_OPEN',
    'CONTAINS_OTHER_PKG_JS',
  ]) {
    expect(names).toContain(name)
  }
  const sizes = result.quality.find((item) => item.name === 'PACKAGE_SIZE_LIMIT').detail
  console.log(
    `DevTools package sizes (KB): ${Object.entries(sizes)
      .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`)
      .join(', ')}`,
  )
})

check('app.json, every page JSON, sitemap.json and project.config.json pass the JSON schema without warnings', () => {
  const problems = Object.entries(result.schema)
    .filter(([, r]) => r.error.length || r.warning)
    .map(([file, r]) => `${file}: ${[r.warning, ...r.error.map((e) => JSON.stringify(e))].filter(Boolean).join('; ')}`)
  expect(problems).toEqual([])
  expect(Object.keys(result.schema)).toEqual(expect.arrayContaining(['app.json', 'project.config.json', 'sitemap.json']))
})
