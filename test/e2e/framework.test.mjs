// Which renderer the H5 build bundled and runs (issue 31): react-dom 18.3.1, no Preact. The mini-program's twin is
// test/build/framework.test.js.
// Run after an H5 build: node --test test/e2e/framework.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { launchBrowser, newPhonePage, ROOT, signIn, startServer } from './harness.mjs'

const H5_DIR = path.resolve(ROOT, process.env.E2E_H5_DIR || 'dist-h5')
let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const scripts = () =>
  fs
    .readdirSync(path.join(H5_DIR, 'js'))
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(H5_DIR, 'js', file), 'utf8') }))

describe('H5 renderer (issue 31)', () => {
  it('the build carries react-dom 18.3.1 once and no Preact', () => {
    const all = scripts()
    // react-dom registers itself with React's devtools hook under its name and version, production builds included.
    const reactDom = all.filter(({ code }) => /"?version"?:"18\.3\.1","?rendererPackageName"?:"react-dom"/.test(code))
    assert.equal(reactDom.length, 1, `react-dom 18.3.1 in ${reactDom.map((s) => s.file).join(', ') || 'no script'}`)
    assert.deepEqual(
      all.filter(({ code }) => /preact|__preactattr_/.test(code)).map((s) => s.file),
      [],
    )
  })

  it('the page is rendered by react-dom: its root holds a React container and its elements React fibers', async () => {
    const page = await newPhonePage(browser)
    await signIn(page, server.url, '2026001')
    await page.goto(server.url + '/pages/tab/index/index')
    await page.locator('.weui-tabbar__item').first().waitFor()
    const found = await page.evaluate(() => {
      const keys = (el) => Object.keys(el)
      const elements = [...document.querySelectorAll('*')]
      return {
        container: elements.some((el) => keys(el).some((k) => k.startsWith('__reactContainer$'))),
        fibers: elements.filter((el) => keys(el).some((k) => k.startsWith('__reactFiber$'))).length,
      }
    })
    assert.equal(found.container, true)
    assert.ok(found.fibers > 20, `${found.fibers} elements with a React fiber`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
