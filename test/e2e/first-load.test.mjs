// H5 first load: compressed assets with long caching for hashed files (headers, not timings), and the home
// slideshow (CSS scroll-snap: autoplay, a finger swipe, tap opens the slide's article) at 375 and 320 px.
// Run: npm run build:h5 && node --test test/e2e/first-load.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { closeHomePopup, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

const HOME = '/pages/tab/index/index'
const IMMUTABLE = 'public, max-age=31536000, immutable'

async function homePage(width) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 }, hasTouch: true, isMobile: true })
  await signIn(page, server.url, '2026001')
  return page
}

const trackState = (page) => page.locator('.home-slideshow__track').evaluate((el) => ({ left: el.scrollLeft, width: el.clientWidth }))

describe('H5 first load', () => {
  it('serves the build compressed: brotli and gzip files for hashed scripts and styles, cached as immutable', async () => {
    const index = await fetch(server.url + HOME, { headers: { 'accept-encoding': 'br' } })
    assert.equal(index.headers.get('cache-control'), 'no-cache')
    const html = await index.text()
    const assets = [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((m) => m[1])
    assert.ok(assets.some((a) => a.endsWith('.js')) && assets.some((a) => a.endsWith('.css')), `assets in index.html: ${assets}`)
    for (const asset of assets) {
      for (const encoding of ['br', 'gzip']) {
        const res = await fetch(server.url + asset, { headers: { 'accept-encoding': encoding } })
        assert.equal(res.status, 200, asset)
        assert.equal(res.headers.get('content-encoding'), encoding, `${asset} as ${encoding}`)
        assert.equal(res.headers.get('cache-control'), IMMUTABLE, asset)
        assert.match(res.headers.get('vary') ?? '', /accept-encoding/i, asset)
        // fetch() decodes the body; a broken compressed file would throw here.
        assert.ok((await res.arrayBuffer()).byteLength > 0, asset)
      }
    }
    const json = await fetch(`${server.url}/portal-api/v1/cms/home`, { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(json.headers.get('content-encoding'), 'gzip', 'JSON answers are compressed too')
    assert.ok((await json.json()).data.slideshow.length >= 3)
  })

  it("Taro's base styles open the app style sheet (not injected by the app script), before the app's rules", async () => {
    const html = await (await fetch(server.url + HOME)).text()
    const appCss = html.match(/href="(\/css\/app\.[^"]+\.css)"/)?.[1]
    const appJs = html.match(/src="(\/js\/app\.[^"]+\.js)"/)?.[1]
    assert.ok(appCss && appJs, 'index.html names the app style sheet and script')
    const css = await (await fetch(server.url + appCss)).text()
    assert.ok(css.startsWith('.taro-app-wrap{'), `app.css begins: ${css.slice(0, 60)}`)
    assert.ok(css.indexOf('body,html{height:100%;width:100%}') < css.indexOf('.nut-'), "Taro's rules come before NutUI's and the app's")
    const js = await (await fetch(server.url + appJs)).text()
    assert.ok(!js.includes('.taro-app-wrap{'), 'the app script carries no Taro style text')
  })

  it("the scripts of the first load and of a tab opened from it open with V8's compile hint, other pages' do not", async () => {
    const HINT = '//# allFunctionsCalledOnLoad\n'
    const dir = path.resolve(import.meta.dirname, '../..', process.env.E2E_H5_DIR || 'dist-h5')
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'first-load.json'), 'utf8'))
    const page = await homePage(375)
    const loaded = new Set()
    page.on('response', (res) => {
      const { pathname } = new URL(res.url())
      if (pathname.startsWith('/js/') && pathname.endsWith('.js')) loaded.add(pathname)
    })
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await closeHomePopup(page)
    await page.locator('.weui-tabbar__item').nth(4).click()
    await page.waitForURL(/pages\/tab\/my\/my/)
    // The tab's own content, drawn by its own scripts: on a busy machine the network can be idle for a moment
    // between the click and the tab's first script request.
    await page.getByText('我的收藏').waitFor()
    await page.waitForLoadState('networkidle')
    const homeScripts = manifest['pages/tab/index/index'].js
    assert.ok(homeScripts.every((s) => loaded.has(s)) && [...loaded].some((s) => s.startsWith('/js/app.')), [...loaded].join(' '))
    assert.ok(loaded.size > homeScripts.length + 1, `the 我的 tab loaded scripts of its own: ${[...loaded].join(' ')}`)
    for (const script of loaded) {
      const text = await (await fetch(server.url + script)).text()
      assert.ok(text.startsWith(HINT), `${script} begins: ${text.slice(0, 40)}`)
    }
    const scripts = fs.readdirSync(path.join(dir, 'js')).filter((f) => f.endsWith('.js'))
    const hinted = scripts.filter((f) => fs.readFileSync(path.join(dir, 'js', f), 'utf8').startsWith(HINT))
    assert.ok(hinted.length * 5 < scripts.length, `${hinted.length} of ${scripts.length} scripts carry the hint`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the browser receives every first-load script compressed and immutable', async () => {
    const page = await homePage(375)
    const scripts = []
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) scripts.push({ url: res.url(), headers: res.headers() })
    })
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    assert.ok(scripts.length > 0)
    for (const s of scripts) {
      assert.match(s.headers['content-encoding'] ?? '', /^(br|gzip)$/, s.url)
      assert.equal(s.headers['cache-control'], IMMUTABLE, s.url)
    }
    const tabIcons404 = []
    page.on('response', (res) => {
      if (res.status() === 404) tabIcons404.push(res.url())
    })
    await page.reload()
    await page.getByTestId('home-slideshow').waitFor()
    await page.waitForLoadState('networkidle')
    assert.deepEqual(tabIcons404, [], 'nothing on the home tab answers 404')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

// The calls the home tab waits for before it shows its content, announced in index.html.
const HOME_CALLS = ['/portal-api/v1/cms/home', '/portal-api/v1/config/startup', '/portal-api/v1/service/findForceRecommService']

describe('first-load hints and calls', () => {
  it('a signed-in visit of the home tab names its page files, content and first slide in index.html, and uses them', async () => {
    const page = await homePage(375)
    const preloads = []
    const seen = []
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) preloads.push(message.text())
    })
    page.on('request', (request) => seen.push(new URL(request.url()).pathname))
    const document = await page.goto(server.url + HOME)
    assert.match(document.headers().vary ?? '', /cookie/i)
    const html = await document.text()
    const manifest = await (await fetch(`${server.url}/first-load.json`)).json()
    const home = await (await fetch(`${server.url}/portal-api/v1/cms/home`)).json()
    for (const file of manifest['pages/tab/index/index'].js) {
      assert.ok(html.includes(`<link rel="preload" href="${file}" as="script">`), `index.html announces ${file}`)
    }
    // The app's and the page's style sheets come written into the page, so none is a request of its own.
    const styles = [
      ...manifest['pages/tab/index/index'].css,
      ...[...html.matchAll(/<style data-href="(\/css\/app\.[^"]+)">/g)].map((m) => m[1]),
    ]
    assert.equal(styles.length, manifest['pages/tab/index/index'].css.length + 1, 'app.css written in')
    for (const file of styles) assert.ok(html.includes(`<style data-href="${file}">`), `index.html holds ${file}`)
    for (const call of HOME_CALLS) {
      assert.ok(html.includes(`<link rel="preload" href="${call}" as="fetch" crossorigin="anonymous">`), call)
    }
    assert.ok(html.includes(`<link rel="preload" href="${home.data.slideshow[0].image}" as="image" fetchpriority="high">`))
    await page.getByTestId('home-slideshow').waitFor()
    await page.waitForLoadState('networkidle')
    // Each announced file and call is fetched once: the page took the preloaded answers (Chromium warns otherwise).
    for (const call of HOME_CALLS) assert.equal(seen.filter((p) => p === call).length, 1, `${call} fetched once`)
    assert.equal(seen.filter((p) => p === new URL(home.data.slideshow[0].image).pathname).length, 1, 'first slide fetched once')
    assert.deepEqual(preloads, [], 'no unused or mismatched preload')
    assert.deepEqual(
      seen.filter((p) => p.endsWith('.css')),
      [],
      'no style sheet fetched',
    )
    // home-screen.scss (the page's own style sheet) rounds and clips the slideshow.
    assert.equal(await page.locator('.home-slideshow').evaluate((e) => getComputedStyle(e).overflow), 'hidden', "the page's styles apply")
    // One start-up call instead of the four configuration calls; the marquee comes inside cms/home.
    assert.equal(seen.filter((p) => p.startsWith('/portal-api/v1/config/')).join(), '/portal-api/v1/config/startup')
    assert.equal(seen.filter((p) => p.endsWith('/marqueeList/get')).length, 0)
    // The service icons come in one image (an icon sheet), not one request each.
    await page.getByTestId('home-services').waitFor()
    assert.equal(seen.filter((p) => p.startsWith('/unsafe/sheet/120x120/')).length, 1, 'one icon sheet')
    assert.deepEqual(
      seen.filter((p) => p.startsWith('/unsafe/fit-in/200x200/')),
      [],
      'no icon fetched on its own',
    )
    // The themed tab icons too: one transparent sheet, each tab drawing its cell.
    assert.deepEqual(
      seen.filter((p) => p.startsWith('/portal-api/v1/assets/tab-')),
      [],
      'no tab icon fetched on its own',
    )
    assert.equal(seen.filter((p) => p.startsWith('/unsafe/sheet/81x81/')).length, 1, 'one tab icon sheet')
    const tabIcons = await page
      .locator('.weui-tabbar__icon')
      .evaluateAll((els) => els.map((el) => [el.tagName, getComputedStyle(el).backgroundPosition, el.getBoundingClientRect().width]))
    assert.equal(tabIcons.length, 5)
    assert.ok(
      tabIcons.every(([tag, , width]) => tag === 'SPAN' && width === 27),
      JSON.stringify(tabIcons),
    )
    assert.equal(new Set(tabIcons.map(([, at]) => at)).size, 5, 'each tab its own cell')
    // The app is one script (started once the first screen is drawn): Taro's packages are in it, not in a second one.
    const appScripts = /<script data-scripts="([^"]+)">/.exec(html)?.[1].split(' ') ?? []
    assert.deepEqual(
      appScripts.map((src) => src.replace(/\.\w+\.js$/, '')),
      ['/js/app'],
    )
    // The default tab icons are in the first script: the bar does not fetch them again by path.
    assert.deepEqual(
      seen.filter((p) => p.startsWith('/assets/tabbar/')),
      [],
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('a signed-out visitor gets the plain page (it leaves for the sign-on at once)', async () => {
    const html = await (await fetch(server.url + HOME)).text()
    assert.ok(!html.includes('rel="preload"'))
  })
})

describe('home first paint (drawn by the server into index.html)', () => {
  const rects = (page, selectors) =>
    page.evaluate(
      (list) =>
        list.map((selector) => {
          const r = document.querySelector(selector)?.getBoundingClientRect()
          return r ? [Math.round(r.x * 2) / 2, Math.round(r.y * 2) / 2, Math.round(r.width * 2) / 2, Math.round(r.height * 2) / 2] : null
        }),
      selectors,
    )

  for (const width of [375, 320]) {
    it(`shows the header and first slide before any script runs, where the home then draws them (${width} px)`, async () => {
      const early = await homePage(width)
      await early.route('**/*.js', (route) => route.abort())
      await early.goto(server.url + HOME)
      const paint = early.locator('#first-paint')
      await paint.waitFor()
      await early.waitForFunction(() => document.querySelector('#first-paint .fp-slide')?.naturalWidth > 0)
      assert.equal(await paint.getAttribute('aria-hidden'), 'true')
      assert.equal(await early.locator('.fp-name').evaluate((el) => getComputedStyle(el, '::after').content), '"示范大学"')
      await screenshot(early, `first-paint-${width}`)
      const drawn = await rects(early, ['.fp-header', '.fp-search', '.fp-slide'])
      await early.context().close()

      const page = await homePage(width)
      await page.goto(server.url + HOME)
      await page.locator('.home-slideshow__image').first().waitFor()
      await page.locator('#first-paint').waitFor({ state: 'detached' })
      assert.deepEqual(await rects(page, ['.home-header', '.global-search-entry', '.home-slideshow__image']), drawn)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  it('goes when the entry page hands over to the home, and the home answers taps', async () => {
    const page = await homePage(375)
    await page.goto(server.url + '/')
    await page.locator('#first-paint').waitFor({ state: 'detached' })
    await closeHomePopup(page)
    await page.getByTestId('global-search-entry').click()
    await page.waitForURL(/\/pages\/search\/entry/)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe('home slideshow', () => {
  it('plays by itself, follows a finger swipe and opens the article of the slide shown (375 px)', async () => {
    const page = await homePage(375)
    const home = await (await fetch(`${server.url}/portal-api/v1/cms/home`)).json()
    const slides = home.data.slideshow
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await closeHomePopup(page)
    await screenshot(page, 'first-load-home-375')

    assert.equal(await page.getByTestId('home-slide').count(), slides.length)
    assert.deepEqual(
      await page.locator('.home-slideshow__image').evaluateAll((els) => els.map((e) => e.alt)),
      slides.map((s) => s.title),
    )
    assert.equal(
      await page.getByTestId('home-slideshow').getByText(slides[0].title).count(),
      0,
      'the title is drawn on the image, not printed again',
    )
    const box = await page.locator('.home-slideshow__track').boundingBox()
    assert.equal(Math.round(box.height), 130)

    // Autoplay: it moves on to the second slide and comes to rest on a slide boundary.
    await page.waitForFunction(
      () => {
        const el = document.querySelector('.home-slideshow__track')
        return el.scrollLeft >= el.clientWidth - 1 && el.scrollLeft % el.clientWidth < 1
      },
      null,
      { timeout: 10_000 },
    )
    await page.waitForFunction(() =>
      document.querySelectorAll('.home-slideshow__dot')[1]?.classList.contains('home-slideshow__dot--active'),
    )

    // A finger swipe to the left moves one slide on and snaps.
    const before = await trackState(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Input.synthesizeScrollGesture', {
      x: Math.round(box.x + box.width * 0.8),
      y: Math.round(box.y + box.height / 2),
      xDistance: -Math.round(box.width * 0.6),
      yDistance: 0,
      gestureSourceType: 'touch',
      speed: 1200,
    })
    await page.waitForFunction(
      (from) => {
        const el = document.querySelector('.home-slideshow__track')
        return el.scrollLeft !== from && el.scrollLeft % el.clientWidth < 1
      },
      before.left,
      { timeout: 5000 },
    )
    const after = await trackState(page)
    const shown = Math.round(after.left / after.width)
    assert.notEqual(shown, Math.round(before.left / before.width), 'the swipe changed the slide')

    // Tap: the slide on screen opens its own article.
    await page.locator('.home-slideshow__item').nth(shown).click()
    await page.waitForURL(/pagesA\/news\/detail/)
    const url = new URL(page.url())
    const expected = new URL(slides[shown].link, server.url)
    assert.equal(url.searchParams.get('id'), expected.searchParams.get('id'), `slide ${shown} opened its article`)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('fits a 320 px screen', async () => {
    const page = await homePage(320)
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await closeHomePopup(page)
    const track = await page.locator('.home-slideshow__track').boundingBox()
    const image = await page.locator('.home-slideshow__image').first().boundingBox()
    assert.ok(track.x >= 0 && track.x + track.width <= 320, 'the slideshow stays on screen')
    assert.equal(Math.round(image.width), Math.round(track.width), 'one slide fills the strip')
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 320, 'no sideways scrolling of the page')
    await screenshot(page, 'first-load-home-320')
    await page.context().close()
  })
})
