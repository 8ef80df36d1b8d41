// Opening services the same way everywhere (issue 10): from home's recommended grid a service under
// maintenance shows its notice and a third-party service asks for authorisation first; a campus-network
// service off campus says plainly that it needs the campus network or VPN (仍然打开 / 取消); newGuide
// opened for a service and its 立即办理; the long-press menu on a service (添加到我的服务, 办事指南).
// Run after an H5 build: node --test test/e2e/service-open-checks.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, closeHomePopup, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const HOME = '/pages/tab/index/index'
const TAB = '/pages/tab/service/index'
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

async function openAs(username, url, options = {}) {
  const page = await newPhonePage(browser, { hasTouch: true, ...options })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + url)
  return { page, token }
}

async function api(token, url, init = {}) {
  const res = await fetch(server.url + url, { ...init, headers: { 'X-Id-Token': token, ...(init.headers ?? {}) } })
  const body = await res.json()
  assert.equal(body.code, 0, `${url}: ${JSON.stringify(body)}`)
  return body.data
}

const modalBox = (page) => page.locator('.taro-modal__content').filter({ visible: true })

/** The home grid's item for a service (the pop-up of the day is closed first when it shows). */
async function homeService(page, name) {
  const item = page.getByTestId('home-services').locator('.home-services__item', { hasText: name })
  await item.waitFor()
  await closeHomePopup(page)
  return item
}

/** Holds a touch on `locator` past Taro's 350 ms long-press threshold. */
async function longPress(locator) {
  await locator.evaluate(async (el) => {
    const touch = (type) => {
      const event = new Event(type, { bubbles: true, cancelable: true })
      const point = { clientX: 20, clientY: 20, pageX: 20, pageY: 20, screenX: 20, screenY: 20 }
      Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : [point] })
      Object.defineProperty(event, 'changedTouches', { value: [point] })
      el.dispatchEvent(event)
    }
    touch('touchstart')
    await new Promise((resolve) => setTimeout(resolve, 700))
    touch('touchend')
  })
}

describe('opening services: home, network, newGuide, long press', () => {
  it('home: a service under maintenance shows its notice (teacher t1001)', async () => {
    const { page } = await openAs('t1001', HOME)
    await explainFailure(page, 'service-open-checks-home-maintenance', async () => {
      await (await homeService(page, '设备采购')).click()
      await modalBox(page).getByText('服务维护中').waitFor()
      await modalBox(page)
        .getByText(/采购平台系统升级中/)
        .waitFor()
      // Taro's modal fades in over 0.2 s: the picture is taken once it is opaque.
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.taro__modal')).opacity === '1')
      await page.waitForTimeout(250)
      await screenshot(page, 'service-open-checks-home-maintenance')
      await answerModal(page, '知道了')
      assert.match(page.url(), /\/pages\/tab\/index\/index|\/$/)
    })
    await page.context().close()
  })

  it('home: a third-party service opened first from home asks for authorisation; refused, nothing opens', async () => {
    const { page, token } = await openAs('2026001', HOME)
    await explainFailure(page, 'service-open-checks-home-authorisation', async () => {
      await (await homeService(page, '成绩查询')).click()
      await modalBox(page).getByText('服务授权').waitFor()
      await modalBox(page)
        .getByText(/姓名、学号\/工号/)
        .waitFor()
      await screenshot(page, 'service-open-checks-home-authorisation')
      await answerModal(page, '拒绝')
      assert.doesNotMatch(page.url(), /webview/)
      const granted = await api(token, '/portal-api/v1/service/authorisations')
      assert.ok(!granted.some((a) => a.serviceName === '成绩查询'))
      // Agreed the second time: the demo app opens in the web view.
      await (await homeService(page, '成绩查询')).click()
      await answerModal(page, '同意')
      await page.waitForURL(/\/pages\/webview\/webview/)
    })
    await page.context().close()
  })

  it('a campus-network service off campus says so plainly: 取消 stays, 仍然打开 opens it (375 and 320 px)', async () => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 320, height: 640 },
    ]) {
      const { page } = await openAs('2026001', HOME, { viewport })
      await explainFailure(page, `service-open-checks-network-${viewport.width}`, async () => {
        await (await homeService(page, '校园网自助')).click()
        await modalBox(page).getByText('需要校园网').waitFor()
        await modalBox(page)
          .getByText(/仅限校园网访问.*不在校园网内.*VPN/)
          .waitFor()
        await screenshot(page, `service-open-checks-network-message-${viewport.width}`)
        await answerModal(page, '取消')
        assert.doesNotMatch(page.url(), /webview/)
        await (await homeService(page, '校园网自助')).click()
        await answerModal(page, '仍然打开')
        await page.waitForURL(/\/pages\/webview\/webview/)
        assert.match(decodeURIComponent(page.url()), /demo-apps\/network/)
      })
      await page.context().close()
    }
  })

  it('newGuide: the newer layout of a service’s guide; 立即办理 opens the service', async () => {
    const { token } = await openAs('2026001', TAB)
    const catalogue = await api(token, '/portal-api/v1/service/catalogue')
    const classrooms = catalogue.services.find((s) => s.serviceName === '空闲教室')
    const { page } = await openAs('2026001', `/pages/service/newGuide?serviceId=${classrooms.serviceId}`)
    await explainFailure(page, 'service-open-checks-new-guide', async () => {
      const guide = page.locator('.taro_page', { has: page.locator('.guide-screen') })
      await guide.getByText('空闲教室').first().waitFor()
      for (const heading of ['办理条件', '办理流程', '联系方式']) await guide.getByText(heading).first().waitFor()
      await screenshot(page, 'service-open-checks-new-guide')
      await guide.getByRole('button', { name: '立即办理' }).click()
      await page.waitForURL(/\/pages\/webview\/webview/)
      assert.match(decodeURIComponent(page.url()), /demo-apps\/classrooms/)
    })
    await page.context().close()
  })

  it('long press on a service: 添加到我的服务 adds it; 办事指南 opens its guide', async () => {
    const { page, token } = await openAs('2026001', TAB)
    await explainFailure(page, 'service-open-checks-long-press', async () => {
      const item = page.getByTestId('category-tsfw').locator('[data-service="图书续借"]')
      await item.waitFor()
      await longPress(item)
      const sheet = page.locator('.nut-actionsheet').filter({ visible: true })
      await sheet.getByText('图书续借').first().waitFor()
      await screenshot(page, 'service-open-checks-long-press-menu')
      await sheet.getByText('添加到我的服务').click()
      await page.getByTestId('my-services').locator('[data-service="图书续借"]').waitFor()
      const mine = await api(token, '/portal-api/v1/service/mine')
      assert.ok(mine.favourites.some((s) => s.serviceName === '图书续借'))

      await longPress(page.getByTestId('my-services').locator('[data-service="图书续借"]'))
      await sheet.getByText('移出我的服务').waitFor()
      await sheet.getByText('办事指南').click()
      await page.waitForURL(/\/pages\/service\/serviceGuide\?serviceId=\d+/)
      await page
        .locator('.taro_page', { has: page.locator('.guide-screen') })
        .getByText('图书续借')
        .first()
        .waitFor()
    })
    await page.context().close()
  })
})
