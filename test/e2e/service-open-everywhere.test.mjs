// Opening a service from global search, the division workbench and an AI 助手 citation (issue 10) goes through
// the same checks as the service tab: a service under maintenance shows its notice, a third-party service asks for
// authorisation first, a form-flow service opens its application form, and the open is counted (recently used
// and the ranking change). The news results show no English status word. Screenshots at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/service-open-everywhere.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 320, height: 640 },
]

async function openAs(username, url, viewport = VIEWPORTS[0]) {
  const page = await newPhonePage(browser, { viewport })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + url)
  return { page, token }
}

const api = (token, path) => apiData(server.url, token, path)

const whole = (keyword) => `/pages/search/wholeSearch?keyword=${encodeURIComponent(keyword)}`
const modalBox = (page) => page.locator('.taro-modal__content').filter({ visible: true })
const serviceHit = (page, name) => page.getByTestId('search-group-service').getByTestId('search-hit').filter({ hasText: name }).first()

async function noSideScroll(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`)
}

describe('opening a service from search and the division workbench', () => {
  it('global search: a service under maintenance shows its notice and does not open (teacher t1001, 375 and 320 px)', async () => {
    for (const viewport of VIEWPORTS) {
      const { page } = await openAs('t1001', whole('设备采购'), viewport)
      await explainFailure(page, `service-open-everywhere-search-maintenance-${viewport.width}`, async () => {
        await serviceHit(page, '设备采购').click()
        await modalBox(page).getByText('服务维护中').waitFor()
        await modalBox(page)
          .getByText(/采购平台系统升级中/)
          .waitFor()
        await noSideScroll(page)
        await screenshot(page, `service-open-everywhere-search-maintenance-${viewport.width}`)
        await answerModal(page, '知道了')
        assert.match(page.url(), /\/pages\/search\/wholeSearch/)
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it('global search: a third-party service asks for authorisation first; agreed, it opens and the visit is counted', async () => {
    const { page, token } = await openAs('2026001', whole('成绩查询'))
    const grades = (await api(token, '/portal-api/v1/service/catalogue')).services.find((s) => s.serviceName === '成绩查询')
    const visitsOf = async () =>
      (await api(token, '/portal-api/v1/service/ranking?period=week')).find((e) => e.service.serviceId === grades.serviceId)?.visits ?? 0
    const before = await visitsOf()
    assert.ok(!(await api(token, '/portal-api/v1/service/mine')).recent.some((s) => s.serviceId === grades.serviceId))
    await explainFailure(page, 'service-open-everywhere-search-authorisation', async () => {
      await serviceHit(page, '成绩查询').click()
      await modalBox(page).getByText('服务授权').waitFor()
      await modalBox(page)
        .getByText(/姓名、学号\/工号/)
        .waitFor()
      await screenshot(page, 'service-open-everywhere-search-authorisation-375')
      await answerModal(page, '拒绝')
      assert.match(page.url(), /\/pages\/search\/wholeSearch/)
      assert.equal(await visitsOf(), before, 'a refused service is not counted')

      await serviceHit(page, '成绩查询').click()
      await answerModal(page, '同意')
      await page.waitForURL(/\/pages\/webview\/webview/)
      assert.match(decodeURIComponent(page.url()), /demo-apps\/grades/)
    })
    const granted = await api(token, '/portal-api/v1/service/authorisations')
    assert.ok(granted.some((a) => a.serviceName === '成绩查询'))
    // systemVisitSave is sent without waiting: the counts follow within a moment.
    let visits = before
    for (let i = 0; i < 20 && visits === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      visits = await visitsOf()
    }
    assert.equal(visits, before + 1, 'the ranking counts the open')
    assert.equal((await api(token, '/portal-api/v1/service/mine')).recent[0].serviceId, grades.serviceId, 'recently used, first')
    await page.context().close()
  })

  it('global search: a form-flow service opens its application form (it has no address of its own)', async () => {
    const { page } = await openAs('2026001', whole('请假申请'))
    await explainFailure(page, 'service-open-everywhere-search-form', async () => {
      await serviceHit(page, '请假申请').click()
      await page.waitForURL(/\/pages\/service\/serviceGuide\?.*apply=1/)
      await page.getByText('审批流程：辅导员审批 → 学院领导审批').waitFor()
    })
    await page.context().close()
  })

  it('global search: a service of another identity is not found (student looking for 设备采购)', async () => {
    const { page } = await openAs('2026001', whole('设备采购'))
    await explainFailure(page, 'service-open-everywhere-search-other-identity', async () => {
      await page.locator('.search-results, [data-testid="search-empty"], [data-testid^="search-group-"]').first().waitFor()
      assert.equal(await page.getByTestId('search-hit').filter({ hasText: '设备采购' }).count(), 0)
    })
    await page.context().close()
  })

  it('division workbench: a pinned third-party service asks for authorisation first', async () => {
    const { page, token } = await openAs('2026001', '/pages/secondWork/secondWorkIndex?code=sfdx-cs')
    // Authorised from search above: revoked here, so the first use asks again.
    const grades = (await api(token, '/portal-api/v1/service/catalogue')).services.find((s) => s.serviceName === '成绩查询')
    await fetch(`${server.url}/portal-api/v1/service/revokeAuthorisation?serviceId=${grades.serviceId}`, {
      method: 'POST',
      headers: { 'X-Id-Token': token },
    })
    await explainFailure(page, 'service-open-everywhere-division-authorisation', async () => {
      const tile = page.getByTestId('division-services').locator('.dv-services__item', { hasText: '成绩查询' })
      await tile.click()
      await modalBox(page).getByText('服务授权').waitFor()
      await screenshot(page, 'service-open-everywhere-division-authorisation-375')
      await answerModal(page, '拒绝')
      assert.match(page.url(), /secondWorkIndex/)
      assert.ok(!(await api(token, '/portal-api/v1/service/authorisations')).some((a) => a.serviceName === '成绩查询'))
    })
    await page.context().close()
  })

  it('AI 助手: a cited service opens through the checks (authorisation first)', async () => {
    const { page, token } = await openAs('2026001', '/pages/robot/AI')
    const grades = (await api(token, '/portal-api/v1/service/catalogue')).services.find((s) => s.serviceName === '成绩查询')
    await fetch(`${server.url}/portal-api/v1/service/revokeAuthorisation?serviceId=${grades.serviceId}`, {
      method: 'POST',
      headers: { 'X-Id-Token': token },
    })
    await explainFailure(page, 'service-open-everywhere-ai-citation', async () => {
      await page.locator('.ai-input__box input').fill('成绩查询在哪里看')
      await page.getByTestId('ai-ask').click()
      const citation = page.locator('[data-testid="ai-turn"][data-state="done"] .ai-turn__citation', { hasText: '服务：成绩查询' })
      await citation.click()
      await modalBox(page).getByText('服务授权').waitFor()
      await answerModal(page, '拒绝')
      assert.match(page.url(), /\/pages\/robot\/AI/)
    })
    await page.context().close()
  })

  it('news results show the column and date, never the English status word (375 and 320 px)', async () => {
    for (const viewport of VIEWPORTS) {
      const { page } = await openAs('2026001', `/pages/search/news?keyword=${encodeURIComponent('通知')}`, viewport)
      await explainFailure(page, `service-open-everywhere-search-news-${viewport.width}`, async () => {
        const rows = page.getByTestId('search-hit')
        await rows.first().waitFor()
        const metas = await page.locator('[data-testid="search-hit"] .search-hit__meta').allInnerTexts()
        assert.ok(metas.length > 0)
        for (const meta of metas) {
          assert.doesNotMatch(meta, /published/i)
          assert.match(meta, /\d{4}-\d{2}-\d{2}/)
        }
        assert.equal(await page.getByText('published').count(), 0)
        await noSideScroll(page)
        await screenshot(page, `service-open-everywhere-search-news-${viewport.width}`)
      })
      await page.context().close()
    }
  })
})
