// Home tab, news, favourites, history, share landing, diversion, mourning mode, hostile article HTML
// and web-view address checks, in Chromium against the reference server with its demo data.
// Run: PORTAL_OUT_DIR=.cache/h5-home npx taro build --type h5 && E2E_H5_DIR=.cache/h5-home node --test test/e2e/home-news.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
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

async function signedInPage(username = '2026001') {
  const page = await newPhonePage(browser)
  await signIn(page, server.url, username)
  return page
}

async function scrollToBottom(page) {
  await page.evaluate(() => {
    for (const el of [document.scrollingElement, ...document.querySelectorAll('.taro_page, .taro-tabbar__panel')]) {
      if (el) el.scrollTop = el.scrollHeight
    }
    window.scrollTo(0, document.body.scrollHeight)
  })
}

describe('home tab', () => {
  it('rolls the notices one line at a time without moving the page, and a tap opens the notice shown', async () => {
    // Another student than the column test's, whose reading history that test counts.
    const page = await signedInPage('2026002')
    await page.addInitScript(() => {
      window.__shifts = []
      new PerformanceObserver((list) => window.__shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift' })
    })
    await page.goto(server.url + HOME)
    await closeHomePopup(page)
    const marquee = page.getByTestId('home-marquee')
    await marquee.waitFor()
    /** The notice drawn in the middle of the bar (the others are rolled out of its clipped box). */
    const shown = () =>
      marquee.evaluate((bar) => {
        const r = bar.getBoundingClientRect()
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.home-marquee__item')?.textContent ?? ''
      })
    const first = await shown()
    assert.match(first, /通知/)
    // Only what the roll shifts: a late picture of the loading home once moved the page by 0.000001.
    await page.evaluate(() => (window.__shifts = []))
    await page.waitForFunction(
      (before) => {
        const bar = document.querySelector('[data-testid="home-marquee"]').getBoundingClientRect()
        const at = document.elementFromPoint(bar.left + bar.width / 2, bar.top + bar.height / 2)?.closest('.home-marquee__item')
        return at && at.textContent !== before
      },
      first,
      { timeout: 5000 },
    )
    const next = await shown()
    assert.notEqual(next, first, 'the next notice rolled in')
    const shifted = await page.evaluate(() => window.__shifts.reduce((sum, value) => sum + value, 0))
    assert.ok(shifted < 0.0001, `rolling the notices shifts no layout (layout-shift score ${shifted})`)
    await marquee.click()
    await page.waitForURL(/pagesA\/news\/detail\?id=\d+/)
    const article = page.getByTestId('article').filter({ visible: true })
    await article.waitFor()
    assert.equal(await article.locator('.article__title').innerText(), next.trim())
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('shows the school header, slideshow, marquee, recommended services and news columns', async () => {
    const page = await signedInPage()
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await page
      .getByTestId('home-popup')
      .waitFor({ timeout: 5000 })
      .catch(() => undefined)
    await screenshot(page, 'home-news-home-popup')
    await closeHomePopup(page)

    assert.equal(await page.locator('.home-header__name').innerText(), '示范大学')
    assert.ok((await page.locator('.home-slideshow [data-testid="home-slide"]').count()) >= 3, 'the slideshow has the demo slides')
    assert.match(await page.getByTestId('home-marquee').innerText(), /通知/)
    const services = page.getByTestId('home-services').locator('.home-services__item')
    assert.ok((await services.count()) >= 5, 'recommended services are listed')
    const firstWidth = await services.first().evaluate((el) => el.getBoundingClientRect().width)
    const rowWidth = await page.getByTestId('home-services').evaluate((el) => el.clientWidth)
    assert.ok(Math.abs(rowWidth / firstWidth - 5) < 0.6, 'five services per row by default')
    // The icons come in one image (an icon sheet), each shown from its own cell.
    const icons = await page
      .locator('.home-services__icon')
      .evaluateAll((els) => els.map((el) => ({ image: getComputedStyle(el).backgroundImage, at: getComputedStyle(el).backgroundPosition })))
    assert.equal(icons.length, await services.count())
    assert.equal(new Set(icons.map((icon) => icon.image)).size, 1, 'one sheet for every icon')
    assert.equal(new Set(icons.map((icon) => icon.at)).size, icons.length, 'each icon its own cell')
    const sheet = /url\("(.+)"\)/.exec(icons[0].image)?.[1] ?? ''
    assert.match(sheet, /\/unsafe\/sheet\/120x120\/\?link=/)
    const sheetAnswer = await page.evaluate(async (src) => {
      const r = await fetch(src)
      return { status: r.status, type: r.headers.get('content-type') }
    }, sheet)
    assert.deepEqual(sheetAnswer, { status: 200, type: 'image/jpeg' })
    const sectionTitles = await page.locator('.portal-section__title').allInnerTexts()
    assert.ok(sectionTitles.includes('学校要闻') && sectionTitles.includes('通知公告'), `columns shown: ${sectionTitles}`)
    assert.ok((await page.getByTestId('news-item').count()) >= 8, 'each column shows its first articles')
    assert.equal(await page.getByTestId('home').getAttribute('data-mourning'), '0')
    await screenshot(page, 'home-news-home')

    // The pop-up was read: a new visit does not show it again.
    await page.reload()
    await page.getByTestId('home-slideshow').waitFor()
    await page.waitForTimeout(800)
    assert.equal(
      await page
        .getByTestId('home-popup')
        .isVisible()
        .catch(() => false),
      false,
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('opens a column with 更多, loads more at the bottom, and stars an article into favourites and history', async () => {
    const page = await signedInPage()
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await closeHomePopup(page)

    await page.locator('.portal-section').filter({ hasText: '学校要闻' }).locator('.portal-section__more').click()
    await page.waitForURL(/pagesA\/news\/news\?columnCode=xxyw/)
    const items = page.locator('.taro_page:visible [data-testid="news-item"], [data-testid="news-item"]:visible')
    // The home page's own items stay visible until the router finishes showing the list page.
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid="news-item"]')].filter((e) => e.checkVisibility()).length === 10,
    )
    assert.equal(await items.count(), 10, 'first page of ten')
    await screenshot(page, 'home-news-list')
    for (let i = 0; i < 10 && (await items.count()) <= 10; i += 1) {
      await scrollToBottom(page)
      await page.waitForTimeout(400)
    }
    assert.equal(await items.count(), 16, 'the second page was appended')
    await page.getByText('没有更多了').waitFor()

    await items.first().click()
    await page.waitForURL(/pagesA\/news\/detail\?id=\d+/)
    const article = page.getByTestId('article').filter({ visible: true })
    await article.waitFor()
    const title = await article.locator('.article__title').innerText()
    assert.ok(title.length > 4)
    assert.match(await article.locator('.article__meta').innerText(), /阅读 \d+/)
    const star = page.getByTestId('favorite-toggle').filter({ visible: true })
    assert.equal(await star.getAttribute('aria-pressed'), 'false')
    await star.click()
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="favorite-toggle"]')].some((el) => el.getAttribute('aria-pressed') === 'true'),
    )
    await page.waitForTimeout(600)
    await screenshot(page, 'home-news-detail')

    await page.goto(server.url + '/pagesA/myFavorite/myFavorite')
    const favourite = page.getByTestId('news-item').filter({ hasText: title })
    await favourite.waitFor()
    assert.match(await favourite.innerText(), /收藏于/)
    await screenshot(page, 'home-news-favourites')

    await page.goto(server.url + '/pagesA/newsHistory/newsHistory')
    const viewed = page.getByTestId('news-item').filter({ hasText: title })
    await viewed.waitFor()
    assert.match(await viewed.innerText(), /浏览于/)
    await screenshot(page, 'home-news-history')

    // A second article in history; delete the first in edit mode, then 清空 the rest.
    await page.goto(server.url + '/pagesA/news/detail?id=20&columnId=2')
    await page.getByTestId('article').filter({ visible: true }).waitFor()
    await page.goto(server.url + '/pagesA/newsHistory/newsHistory')
    await page.getByText('共 2 条').waitFor()
    await page.getByTestId('edit-toggle').click()
    await page.getByTestId('news-item').filter({ hasText: title }).getByTestId('remove-item').click()
    await page.getByText('已删除').first().waitFor()
    await page.getByText('共 1 条').waitFor()
    await page.getByTestId('clear-all').click()
    await page.locator('.taro-modal__foot').getByText('清空').click()
    await page.getByText('暂无浏览记录').waitFor()
    await page.goto(server.url + '/pagesA/newsHistory/newsHistory')
    await page.getByText('暂无浏览记录').waitFor()

    // Unstar from 我的收藏.
    await page.goto(server.url + '/pagesA/myFavorite/myFavorite')
    await page.getByTestId('news-item').filter({ hasText: title }).waitFor()
    await page.getByTestId('edit-toggle').click()
    await page.getByTestId('remove-item').first().click()
    await page.getByText('已删除').first().waitFor()
    await page.goto(server.url + '/pagesA/myFavorite/myFavorite')
    await page.getByText('还没有收藏的资讯').waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})

describe('share landing', () => {
  it('opens midTrans signed out with noLogin=1 and offers 登录后查看更多', async () => {
    const page = await newPhonePage(browser)
    const data = encodeURIComponent(JSON.stringify({ id: '2', columnId: '1' }))
    await page.goto(`${server.url}/pagesA/news/midTrans?data=${encodeURIComponent(data)}&noLogin=1`)
    const article = page.getByTestId('article')
    await article.waitFor()
    assert.match(await article.locator('.article__title').innerText(), /一流本科专业/)
    assert.match(await page.getByTestId('login-prompt').innerText(), /登录后查看更多/)
    assert.ok(!page.url().includes('/cas/'), 'no redirect to sign-on')
    await screenshot(page, 'home-news-share-landing')
    await page.context().close()
  })

  it('sends a signed-in reader on to the detail page', async () => {
    const page = await signedInPage()
    const data = encodeURIComponent(JSON.stringify({ id: '2', columnId: '1' }))
    await page.goto(`${server.url}/pagesA/news/midTrans?data=${encodeURIComponent(data)}&noLogin=1`)
    await page.waitForURL(/pagesA\/news\/detail\?id=2/)
    await page.getByTestId('favorite-toggle').filter({ visible: true }).waitFor()
    await page.context().close()
  })

  it('copies the share link outside WeChat', async () => {
    const page = await signedInPage()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
    await page.goto(`${server.url}/pagesA/news/detail?id=3&columnId=1`)
    await page.getByTestId('share-button').filter({ visible: true }).click()
    await page.getByText('链接已复制，请在浏览器中打开').waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    assert.match(copied, /\/pagesA\/news\/midTrans\?data=.+&noLogin=1$/)
    await page.context().close()
  })
})

describe('diversion', () => {
  it('sends the guest account to its diversion page from the home tab', async () => {
    const page = await signedInPage('guest')
    await page.goto(server.url + HOME)
    await page.waitForURL(/pages\/fenliu\/fenliu\?fenliuInfo=/)
    const record = page.getByTestId('diversion-record')
    await record.waitFor()
    assert.match(await record.innerText(), /访客服务专区/)
    await screenshot(page, 'home-news-diversion')
    await page.getByTestId('diversion-open').click()
    await page.waitForURL(/pages\/tab\/service\/index/)
    await page.context().close()
  })

  it('does not divert a student', async () => {
    const page = await signedInPage('2026001')
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await page.waitForTimeout(800)
    assert.ok(page.url().endsWith(HOME))
    await page.context().close()
  })
})

describe('mourning mode and hostile content', () => {
  it('turns the home page grey and asks for grey images when enableMourningMode is on', async () => {
    const page = await signedInPage()
    // No admin endpoint changes the system config: the browser answers with the setting switched on (the system
    // config comes with the start-up call).
    await page.route('**/portal-api/v1/config/startup', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data.system.enableMourningMode = true
      await route.fulfill({ response, json: body })
    })
    await page.goto(server.url + HOME)
    await page.getByTestId('home-slideshow').waitFor()
    await closeHomePopup(page)
    const home = page.getByTestId('home')
    await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-mourning') === '1')
    assert.match(await home.evaluate((el) => getComputedStyle(el).filter), /grayscale\(1\)/)
    const cover = await page.locator('.news-item__cover img').first().getAttribute('src')
    assert.match(cover ?? '', /^\/unsafe\/fit-in\/250x200\/filters:grayscale\(\)\//)
    const imageStatus = await page.evaluate(async (src) => (await fetch(src)).status, cover)
    assert.equal(imageStatus, 200, 'the server renders the grey cover')
    const iconSheet = await page
      .locator('.home-services__icon')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundImage)
    assert.match(iconSheet, /\/unsafe\/sheet\/120x120\/filters:grayscale\(\)\/\?link=/, 'the service icons are grey too')
    await screenshot(page, 'home-news-mourning')
    await page.context().close()
  })

  it('runs nothing from a hostile article body', async () => {
    const page = await signedInPage()
    const dialogs = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    const hostile = [
      '<p>正文开始</p>',
      '<img src="x" onerror="alert(1);window.__xss=1">',
      '<script>alert(2);window.__xss=2</script>',
      '<a id="jslink" href="javascript:alert(3)">点我</a>',
      '<svg onload="alert(4)"><script>alert(5)</script></svg>',
      '<iframe src="javascript:alert(6)"></iframe>',
      '<p style="position:fixed;top:0;left:0;z-index:99999">覆盖</p>',
      '<p>正文结束</p>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(7)>',
    ].join('')
    await page.route('**/portal-api/v1/cms/mobile/content/detail**', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data.content = hostile
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${server.url}/pagesA/news/detail?id=4&columnId=1`)
    const bodyEl = page.getByTestId('article-body').filter({ visible: true })
    await bodyEl.waitFor()
    await page.getByText('正文结束').waitFor()
    await page
      .locator('#jslink')
      .first()
      .click()
      .catch(() => undefined)
    await page.waitForTimeout(800)
    assert.deepEqual(dialogs, [])
    assert.equal(await page.evaluate(() => window.__xss), undefined)
    const html = await bodyEl.innerHTML()
    assert.doesNotMatch(html, /<script|onerror|onload|javascript:|<iframe|<svg|position:\s*fixed/i)
    await page.context().close()
  })
})

describe('web view', () => {
  it('refuses addresses outside this site and the allowed hosts', async () => {
    const page = await signedInPage()
    for (const url of ['javascript:alert(1)', 'https://evil.example/phish', `https://evil.example@127.0.0.1.evil.example/`]) {
      await page.goto(`${server.url}/pages/webview/webview?url=${encodeURIComponent(encodeURIComponent(url))}`)
      await page.getByText('无法打开该页面').waitFor()
      assert.equal(await page.locator('iframe').count(), 0, `${url} must not load`)
    }
    await screenshot(page, 'home-news-webview-refused')
    await page.context().close()
  })

  it('opens this site with the id token as the service asks', async () => {
    const page = await signedInPage()
    const target = `${server.url}/portal-api/v1/cms/images/slide-0.png`
    await page.goto(`${server.url}/pages/webview/webview?url=${encodeURIComponent(encodeURIComponent(target))}&tokenTransType=url`)
    const frame = page.locator('iframe.taro-webview')
    await frame.waitFor()
    const src = await frame.getAttribute('src')
    assert.ok(src.startsWith(target + '?idToken=ey'), src)
    await page.context().close()
  })
})

describe('other news pages', () => {
  it('shows every column as a tab in the message-centre news page and switches lists', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pages/msgCenterTab/news/news?isHideTabbar=1')
    const tabs = page.getByTestId('column-tabs')
    await tabs.waitFor()
    for (const name of ['学校要闻', '通知公告', '学术动态', '校园生活']) await tabs.getByText(name).waitFor()
    await page.getByTestId('news-item').first().waitFor()
    const before = await page.getByTestId('news-item').first().innerText()
    await tabs.getByText('通知公告').click()
    await page.waitForFunction(
      (text) =>
        document.querySelector('[data-testid="news-item"]')?.textContent !== text && !!document.querySelector('[data-testid="news-item"]'),
      before.split('\n')[0],
    )
    assert.match(await page.getByTestId('news-item').first().innerText(), /通知/)
    await page.context().close()
  })

  it('lists the channels and opens one', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pages/channel/channel')
    await page.locator('.nut-cell').filter({ hasText: '学术动态' }).filter({ visible: true }).click()
    await page.waitForURL(/pagesA\/news\/news\?columnCode=xsdt/)
    await page.getByTestId('news-item').first().waitFor()
    await page.context().close()
  })

  it('shows the 资讯 overview with each column', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pages/newsInfo/newsInfo')
    await page.locator('.portal-section__title').filter({ hasText: '校园生活' }).waitFor()
    assert.ok((await page.locator('.portal-section').count()) >= 4)
    await page.context().close()
  })

  it('draws the 党政 layout of detail_dz', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pagesA/news/detail_dz?id=1&columnId=1')
    const article = page.getByTestId('article').filter({ visible: true })
    await article.waitFor()
    assert.match(await article.locator('.article__masthead').innerText(), /学校要闻/)
    assert.match(await article.innerText(), /发布时间：\d{4}年\d{1,2}月\d{1,2}日/)
    await screenshot(page, 'home-news-detail-dz')
    await page.context().close()
  })

  it('plays an article video in 多媒体预览', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pagesA/news/detail?id=64')
    await page.locator('.article__video').filter({ visible: true }).click()
    await page.waitForURL(/pagesA\/news\/video\?id=64/)
    const video = page.locator('video').first()
    await video.waitFor({ state: 'attached' })
    assert.match(await video.getAttribute('src'), /\/portal-api\/v1\/cms\/media\//)
    await page.context().close()
  })

  it('keeps the clean home free of pop-ups and the floating box', async () => {
    const page = await signedInPage()
    await page.goto(server.url + '/pages/tab/index/clean')
    await page.getByTestId('home-slideshow').waitFor()
    await page.waitForTimeout(800)
    assert.equal(await page.getByTestId('home-popup').count(), 0)
    assert.equal(await page.getByTestId('home-floating').count(), 0)
    await page.context().close()
  })
})
