// The console's main pages (issue 33) at the two common office widths, 1280×800 and 1440×900, against the built
// console (E2E_ADMIN_DIR): 全局管理员 opens every menu page and 新建资讯; each draws its content without a page-wide
// horizontal scroll bar, with nothing sticking out of its card, and without page errors, and is saved as a full-page
// screenshot (test-results/screenshots) to be looked at.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { explainFailure, launchBrowser, SHOTS, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

/** Path, a name for the screenshot, and text the page shows once it has loaded its data. */
const PAGES = [
  ['/', 'dashboard', '草稿资讯'],
  ['/articles', 'articles', '已发布'],
  ['/articles/new', 'article-new', '保存并发布'],
  ['/columns', 'columns', '门户显示'],
  ['/slides', 'slides', '新建轮播图'],
  ['/marquees', 'marquees', '新建滚动公告'],
  ['/popups', 'popups', '新建弹窗'],
  ['/floating-boxes', 'floating-boxes', '新建悬浮框'],
  ['/accounts', 'accounts', '学号/工号'],
  ['/roles', 'roles', '授予角色'],
  ['/audit', 'audit', '操作员'],
  ['/statistics', 'statistics', '日活跃人数（按身份）'],
  ['/config/tabs', 'config-tabs', 'pages/msgCenterTab/newtask/newtask'],
  ['/config/themes', 'config-themes', '默认主题'],
  ['/config/system', 'config-system', '学校名称'],
  ['/config/module', 'config-module', '127.0.0.1'],
  ['/config/releases', 'config-releases', '新建分流'],
]

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

describe('operator console: the main pages at 1280 and 1440', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    it(`every main page draws at ${viewport.width}×${viewport.height} without a page-wide horizontal scroll`, async () => {
      const page = await desktopPage(browser, { viewport })
      await consoleAs(page, server.url, '/', 'admin')
      fs.mkdirSync(SHOTS, { recursive: true })
      for (const [route, name, ready] of PAGES) {
        await explainFailure(page, `console-screen-${name}-${viewport.width}`, async () => {
          await page.goto(`${server.url}/admin${route}`)
          await page.getByText(ready).first().waitFor()
          await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'))
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          assert.ok(overflow <= 0, `${route} scrolls sideways by ${overflow} px at ${viewport.width}`)
          // Nothing sticks out of its card on the right (the tab bar's phone preview once did at both widths); ProTable's
          // and PageContainer's cards are ProCards.
          const sticking = await page.evaluate(() =>
            [...document.querySelectorAll('.ant-card-body, .ant-pro-card-body')].flatMap((body) => {
              const edge = body.getBoundingClientRect().right
              return [...body.querySelectorAll('*')]
                .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > edge + 1)
                .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`)
            }),
          )
          assert.deepEqual(sticking, [], `${route} at ${viewport.width}: these stick out of their card`)
          await page.screenshot({ path: path.join(SHOTS, `console-screen-${name}-${viewport.width}.png`), fullPage: true })
        })
      }
      assert.deepEqual(page.problems, [])
    })
  }
})
