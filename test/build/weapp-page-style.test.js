// Each page's own style in the compiled mini-program (issue 38), set through its <page-meta page-style>
// (config/weapp-page-meta.js, src/components/page-style.weapp.tsx), since a page's root there takes no class:
// - large text: text follows WeChat's own font size and 长辈模式. The build scales every text size by
//   --portal-text-scale (config/postcss-text-scale.js), the page style sets it, and 设置 › 长辈模式 raises it to at least
//   1.3 with 48 px controls, saved with the account on the real portal server;
// - 设置 › 外观: 浅色 / 深色 put the chosen colour set in the page style and paint WeChat's own bars to match.
// Run after a weapp build (WEAPP_DIR=… for another folder).
const fs = require('fs')
const path = require('path')
const h = require('./weapp-harness')
const { DIST } = require('./mini-program-shim')

const app = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
const everyPage = [
  ...app.pages,
  ...(app.subPackages || app.subpackages || []).flatMap((p) => p.pages.map((page) => path.posix.join(p.root, page))),
]
/** Taro's page-meta template binds page-style to one of the page's data keys (pageMeta.p0, p1, …). */
const PAGE_META = /^<import src="[^"]*base\.wxml"\/>\n<page-meta page-style="\{\{pageMeta\.(p\d+)\|\|''\}\}"><\/page-meta>\n/

function templateOf(page) {
  return fs.readFileSync(path.join(DIST, `${page}.wxml`), 'utf8')
}

/** The page-style a rendered page's <page-meta> has now, as property → value. */
function pageStyleOf(page, route) {
  const key = templateOf(route).match(PAGE_META)[1]
  const meta = page.instance.data.pageMeta
  const style = (meta && meta[key]) || ''
  return Object.fromEntries(
    style
      .split(';')
      .filter(Boolean)
      .map((d) => d.split(':').map((part) => part.trim())),
  )
}

function get(url) {
  return new Promise((resolve, reject) =>
    wx.request({ url, header: { 'X-Id-Token': h.recorded.storage.get('userToken') }, success: resolve, fail: reject }),
  )
}

beforeAll(async () => {
  await h.startWeapp()
  // WeChat's font size one step up from standard on a 375 px iPhone (18 px over 17: the factor WeChat reports).
  h.recorded.appBaseInfo = { ...h.recorded.appBaseInfo, fontSizeSetting: 21.25, fontSizeScaleFactor: 1.25 }
}, 120000)
afterAll(() => h.stopWeapp(), 30000)

test("every page's template starts with a <page-meta> carrying only its page-style (no navigation-bar over the page config's)", () => {
  expect(everyPage.length).toBeGreaterThan(100)
  const wrong = everyPage.filter((page) => !PAGE_META.test(templateOf(page)) || /navigation-bar/.test(templateOf(page)))
  expect(wrong).toEqual([])
})

test('every fixed text size of the styles follows --portal-text-scale, and NutUI’s size steps are declared on the page from it', () => {
  // In cascade order: app.wxss imports the other two before its own rules.
  const sheets = ['app-origin.wxss', 'common.wxss', 'app.wxss'].filter((f) => fs.existsSync(path.join(DIST, f)))
  const css = sheets.map((f) => fs.readFileSync(path.join(DIST, f), 'utf8')).join('\n')
  const sizes = [...css.matchAll(/font-size:([^;}]+)/g)].map((m) => m[1].trim())
  const scaled = sizes.filter((v) => v.includes('var(--portal-text-scale'))
  expect(scaled.length).toBeGreaterThan(100)
  // A size left fixed is a NutUI step (scaled where it is declared), relative, 0 or an icon's glyph box.
  const fixed = sizes.filter((v) => !v.includes('var(--') && /^\d*\.?\d+(px|rpx)$/.test(v) && !/^0(px|rpx)?$/.test(v))
  expect(fixed.length).toBeLessThan(scaled.length / 10)
  expect(css).toMatch(/page\{[^}]*--portal-text-scale:var\(--portal-reader-scale,\s*1\)/)
  // After NutUI's theme, which declares the same steps on the same root at their usual sizes.
  const steps = [...css.matchAll(/--nutui-font-size-14:([^;}]+)/g)].map((m) => m[1])
  expect(steps[steps.length - 1]).toMatch(/^calc\(14px\s*\*\s*var\(--portal-text-scale,\s*1\)\)$/i)
  // Large text: under a page root marked portal-large-text (lib/elder-mode.weapp.ts), a button's box grows with a
  // label of two lines, drawn at a line height of its own rather than WeChat's 2.56.
  const large = css.match(/page \.portal-large-text \.nut-button\{([^}]*)\}/)
  expect(large).toBeTruthy()
  expect(large[1]).toMatch(/height:auto/)
  expect(large[1]).toMatch(/white-space:normal/)
  expect(large[1]).toMatch(/line-height:1\.25/)
})

test("WeChat's font size reaches the pages; 设置 › 长辈模式 raises it to 1.3 with 48 px controls, saved with the account", async () => {
  await h.loginAs('2026001')
  const mine = h.renderPage('pages/tab/my/my')
  await h.untilText(mine, ['设置'])
  await h.until(() => pageStyleOf(mine, 'pages/tab/my/my')['--portal-text-scale'] === '1.25', "the 我的 tab's text scale 1.25")
  expect(pageStyleOf(mine, 'pages/tab/my/my')['--portal-reader-scale']).toBe('1.25')
  expect(pageStyleOf(mine, 'pages/tab/my/my')['--nutui-button-default-height']).toBeUndefined()
  // NutUI's picker rows (44 px) grow with the text, as a plain length its script can read.
  expect(pageStyleOf(mine, 'pages/tab/my/my')['--nutui-picker-item-height']).toBe('55px')
  // Large text (1.2 times or more): the page's root view is marked, so that buttons' labels may take two lines.
  expect(h.queryAll(mine, '.my-page.portal-large-text')).toHaveLength(1)

  const settings = h.renderPage('pages/set/set')
  await h.untilText(settings, ['长辈模式'])
  await h.until(() => pageStyleOf(settings, 'pages/set/set')['--portal-text-scale'] === '1.25', "设置's text scale 1.25")
  expect(h.queryAll(settings, '.portal-page.portal-large-text').length).toBeGreaterThan(0)
  const elderSwitch = () => {
    const cell = h.queryAll(settings, '.nut-cell').find((c) => c.dom.textContent.includes('长辈模式'))
    return h.queryAll(settings, '.nut-switch').find((s) => cell && cell.dom.contains(s.dom))
  }
  expect(elderSwitch()).toBeTruthy()
  setTimeout(() => elderSwitch().dispatchEvent('tap', { detail: { x: 0, y: 0 } }), 0)
  await h.until(() => pageStyleOf(settings, 'pages/set/set')['--portal-text-scale'] === '1.3', "设置's text scale 1.3 in 长辈模式")
  const elder = pageStyleOf(settings, 'pages/set/set')
  expect(elder).toMatchObject({
    '--portal-reader-scale': '1.25',
    '--nutui-button-default-height': '48px',
    '--nutui-tabs-titles-height': '48px',
  })
  await h.until(() => h.recorded.toasts.includes('已开启长辈模式'), 'the 已开启长辈模式 toast')
  const saved = await get(`${h.portalUrl()}/personal/api/v1/personal/display/settings`)
  expect(saved.data.data).toMatchObject({ elderMode: true })
  // A page drawn after the change, and one drawn before it, both follow.
  const news = h.renderPage('pagesA/news/news', { columnCode: 'xxyw' })
  await h.until(() => pageStyleOf(news, 'pagesA/news/news')['--portal-text-scale'] === '1.3', 'the news list in 长辈模式')
  await h.until(() => pageStyleOf(mine, 'pages/tab/my/my')['--portal-text-scale'] === '1.3', 'the 我的 tab in 长辈模式')
  // The simpler home: the person's services three to a row and larger, then the news; no slideshow.
  const home = h.renderPage('pages/tab/index/index')
  await h.untilText(home, ['学校要闻'])
  await h.until(() => h.queryAll(home, '.home-services--large').length === 1, "the home's larger services")
  expect(h.queryAll(home, '.home-slideshow')).toHaveLength(0)
  expect(pageStyleOf(home, 'pages/tab/index/index')['--portal-text-scale']).toBe('1.3')

  setTimeout(() => elderSwitch().dispatchEvent('tap', { detail: { x: 0, y: 0 } }), 0)
  await h
    .until(() => pageStyleOf(settings, 'pages/set/set')['--portal-text-scale'] === '1.25', '设置 back at 1.25')
    .catch((e) => {
      throw new Error(`${e.message}: ${JSON.stringify(pageStyleOf(settings, 'pages/set/set'))}; toasts ${h.recorded.toasts.join(' | ')}`)
    })
  expect(pageStyleOf(settings, 'pages/set/set')['--nutui-button-default-height']).toBeUndefined()
  await h.until(() => h.recorded.toasts.includes('已关闭长辈模式'), 'the 已关闭长辈模式 toast')
  expect((await get(`${h.portalUrl()}/personal/api/v1/personal/display/settings`)).data.data).toMatchObject({ elderMode: false })
}, 90000)

test('设置 › 外观: 深色 and 浅色 put their colour set in the page style and paint the bars; 跟随系统 gives them back to WeChat', async () => {
  await h.loginAs('2026001')
  const settings = h.renderPage('pages/set/set')
  await h.untilText(settings, ['外观', '跟随系统', '深色'])
  const style = () => pageStyleOf(settings, 'pages/set/set')
  expect(style()['--portal-background']).toBeUndefined()
  const from = h.recorded.nativeChrome.length

  h.tap(settings, '.portal-tabs__tab', '深色')
  await h.until(() => style()['--portal-background'] === '#121212', 'the dark page background in the page style')
  expect(style()).toMatchObject({ 'color-scheme': 'dark', '--portal-card': '#1e1f21', '--portal-picture-filter': 'brightness(0.86)' })
  // The text size stays in the same style.
  expect(style()['--portal-text-scale']).toBe('1.25')
  const painted = h.recorded.nativeChrome.slice(from)
  expect(painted).toContainEqual({ api: 'setNavigationBarColor', frontColor: '#ffffff', backgroundColor: '#1E1F21' })
  expect(painted).toContainEqual(expect.objectContaining({ api: 'setTabBarStyle', backgroundColor: '#1E1F21', color: '#E8E9EB' }))
  // A page shown afterwards takes the same set and bars.
  const afterDark = h.recorded.nativeChrome.length
  const mine = h.renderPage('pages/tab/my/my')
  await h.until(() => pageStyleOf(mine, 'pages/tab/my/my')['--portal-background'] === '#121212', 'the 我的 tab in 深色')
  expect(h.recorded.nativeChrome.slice(afterDark)).toContainEqual({
    api: 'setNavigationBarColor',
    frontColor: '#ffffff',
    backgroundColor: '#1E1F21',
  })

  h.tap(settings, '.portal-tabs__tab', '浅色')
  await h.until(() => style()['--portal-background'] === '#f6f6f6', 'the light set in the page style')
  expect(style()['color-scheme']).toBe('light')

  const beforeSystem = h.recorded.nativeChrome.length
  h.tap(settings, '.portal-tabs__tab', '跟随系统')
  await h.until(() => style()['--portal-background'] === undefined, 'no colour set of its own')
  // The system is light here (wx.getAppBaseInfo().theme): the bars are painted back to theme.json's light colours.
  expect(h.recorded.nativeChrome.slice(beforeSystem)).toContainEqual({
    api: 'setNavigationBarColor',
    frontColor: '#000000',
    backgroundColor: '#ffffff',
  })
}, 60000)
