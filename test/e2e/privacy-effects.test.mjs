// What the privacy settings do to other people (issue 14), in the browser: a student blocks teacher t1001 from
// 黑名单管理's people search, t1001's online send to the student reports them as not reached because of the
// blacklist and the student gets nothing; a student hides their phone on 隐私设置 and t1001's 添加人员 search
// stops showing it; 个性化推荐 off on 隐私设置 takes the services picked from my own use out of the service tab's
// 推荐服务, and on again brings them back. Screens at 375 px and 320 px. Run after `npm run build:h5`.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const OS = '/message-center/center/api/v1/onlineSend'
const COMPOSE = '/msgCenter/pages/onlineSend/index'
const PEOPLE = '/msgCenter/pages/onlineSend/peopleSearch'
const STUDENT_MOBILE = '13800000001'
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

async function openAs(username, path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 812 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function tokenOf(username) {
  const query = new URLSearchParams({ username, password: DEMO_PASSWORD })
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?${query}`, { method: 'POST' })
  return (await res.json()).data.idToken
}

async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { 'X-Id-Token': token, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}

/** The Taro page that holds an element with this test id (earlier pages stay in the document, hidden). */
const pageWith = (page, testId) => page.locator('.taro_page', { has: page.getByTestId(testId) })

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

async function atWidths(page, name) {
  await screenshot(page, `${name}-375`)
  await page.setViewportSize({ width: 320, height: 700 })
  await noOverflow(page, 320)
  await screenshot(page, `${name}-320`)
  await page.setViewportSize({ width: 375, height: 812 })
}

describe('privacy settings seen by others (issue 14)', () => {
  it('a student blocks t1001 from the people search; t1001 sends and is told the student was not reached', async () => {
    const { page: student, token: studentToken } = await openAs('2026001', '/pages/privacy/blackList')
    await explainFailure(student, 'privacy-effects-block-search', async () => {
      const list = pageWith(student, 'block-search')
      await list.getByTestId('block-search').click()
      await student.getByText('请输入姓名、学号/工号或拼音').first().waitFor()

      // Someone who turned off being found by phone is not offered by their number, only by name.
      await api(await tokenOf('admin'), '/portal-api/v1/privacy/settings', {
        method: 'POST',
        body: JSON.stringify({ findableByMobile: false }),
      })
      await list.locator('.nut-searchbar input').fill('13800000003')
      await list.getByTestId('block-search').click()
      await list.getByText('没有找到“13800000003”，请换个关键词').waitFor()

      await list.locator('.nut-searchbar input').fill('王芳')
      await list.getByTestId('block-search').click()
      const candidate = list.getByTestId('block-candidate-t1001')
      await candidate.waitFor()
      assert.match(await candidate.innerText(), /王芳（t1001）/)
      await atWidths(student, 'privacy-effects-blacklist-search')
      await candidate.locator('.nut-button', { hasText: /^加入$/ }).click()
      await answerModal(student, '确认')
      await list.locator('.blocked-person').filter({ hasText: '王芳（t1001）' }).waitFor()
      await candidate.locator('.nut-button', { hasText: '已加入' }).waitFor()
      await atWidths(student, 'privacy-effects-blacklist-added')
    })
    const blocked = await api(studentToken, '/portal-api/v1/privacy/blacklist')
    assert.deepEqual(
      blocked.map((person) => person.username),
      ['t1001'],
    )

    const title = `拉黑后的通知 ${Date.now() % 100000}`
    const { page: teacher, token: teacherToken } = await openAs('t1001', COMPOSE)
    await explainFailure(teacher, 'privacy-effects-blocked-send', async () => {
      const compose = pageWith(teacher, 'send-submit')
      await compose.locator('.nut-cell', { hasText: '已选' }).click()
      // 添加接收人 has no test id of its own: it is the page with the 按组织机构选择 cell.
      const choose = teacher.locator('.taro_page', { has: teacher.locator('.nut-cell', { hasText: '按组织机构选择' }) })
      await choose.locator('.nut-cell', { hasText: '添加人员' }).click()
      const search = pageWith(teacher, 'people-search')
      await search.locator('.nut-searchbar input').fill('liming')
      await search.getByTestId('people-search').click()
      await search.getByTestId('person-2026001').locator('.os-row__main').first().click()
      await teacher.goBack()
      await choose.getByTestId('choose-done').click()
      // NutUI puts the test id on the wrapper or on the element itself.
      await compose.locator('[data-testid="send-title"] input, input[data-testid="send-title"]').first().fill(title)
      await compose
        .locator('[data-testid="send-content"] textarea, textarea[data-testid="send-content"]')
        .first()
        .fill('明天上午九点到实验楼 B203 参加课程设计答辩。')
      await compose.getByTestId('send-submit').click()
      await answerModal(teacher, '确认')
      await teacher.waitForURL(/sendResult\?id=\d+/)
      const id = Number(new URL(teacher.url()).searchParams.get('id'))
      const result = pageWith(teacher, 'channel-table')
      // The result page looks again every 2 s while the queue delivers.
      await result.getByTestId('result-blocked').waitFor({ timeout: 30_000 })
      assert.equal(await result.getByTestId('result-blocked').innerText(), '1 人已将您加入黑名单，拒收您的在线消息，未投递')
      const detail = await api(teacherToken, `${OS}/sent/detail?id=${id}`)
      assert.equal(detail.blocked, 1)
      assert.equal(detail.site.delivered, 0)
      await atWidths(teacher, 'privacy-effects-send-result-blocked')
    })

    const received = await api(
      studentToken,
      `/message-center/center/api/v1/messageCenter/listMessageRecord?keyword=${encodeURIComponent(title)}&pageSize=50`,
    )
    assert.equal(received.items.length, 0, 'the student has no such message')
    assert.deepEqual(student.errors, [])
    assert.deepEqual(teacher.errors, [])
    await student.context().close()
    await teacher.context().close()
  })

  it('a student hides their phone on 隐私设置; t1001 finds them on 添加人员 without it', async () => {
    const { page: teacher } = await openAs('t1001', PEOPLE)
    const findLi = async () => {
      const search = pageWith(teacher, 'people-search')
      await search.locator('.nut-searchbar input').fill('李明')
      await search.getByTestId('people-search').click()
      const row = search.getByTestId('person-2026001')
      await row.waitFor()
      return row
    }
    await explainFailure(teacher, 'privacy-effects-phone-before', async () => {
      // The default: the phone is shown to the same college (t1001 teaches in 计算机科学与技术学院).
      assert.match(await (await findLi()).innerText(), new RegExp(STUDENT_MOBILE))
      await atWidths(teacher, 'privacy-effects-people-phone-shown')
    })

    const { page: student, token } = await openAs('2026001', '/pages/privacy/privacySet')
    await explainFailure(student, 'privacy-effects-hide-phone', async () => {
      const settings = pageWith(student, 'privacy-mobile-nobody')
      await settings.getByTestId('privacy-mobile-nobody').click()
      await settings.locator('[data-testid="privacy-mobile-nobody"][aria-selected="true"]').waitFor()
      let stored
      for (let i = 0; i < 40 && stored !== 'nobody'; i++) {
        stored = (await api(token, '/portal-api/v1/privacy/settings')).mobileVisibility
        if (stored !== 'nobody') await new Promise((r) => setTimeout(r, 100))
      }
      assert.equal(stored, 'nobody', 'the choice is saved on the server')
      await screenshot(student, 'privacy-effects-privacy-phone-hidden-375')
    })

    await explainFailure(teacher, 'privacy-effects-phone-after', async () => {
      await teacher.reload()
      const row = await findLi()
      const text = await row.innerText()
      assert.match(text, /李明（2026001）/)
      assert.doesNotMatch(text, new RegExp(STUDENT_MOBILE))
      await atWidths(teacher, 'privacy-effects-people-phone-hidden')
    })
    assert.deepEqual(student.errors, [])
    assert.deepEqual(teacher.errors, [])
    await student.context().close()
    await teacher.context().close()
  })

  it('个性化推荐 off takes my own-use picks out of 推荐服务; on brings them back', async () => {
    const token = await tokenOf('2026001')
    const catalogue = await api(token, '/portal-api/v1/service/catalogue')
    const timetable = catalogue.services.find((service) => service.serviceName === '课表查询')
    // Li uses 教务 services: three opens of 课表查询.
    for (let i = 0; i < 3; i++) {
      await fetch(`${server.url}/portal-api/v1/system/systemVisitSave`, {
        method: 'POST',
        headers: { 'X-Id-Token': token, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ visitType: 'service', pageUrl: 'x', targetId: String(timetable.serviceId) }).toString(),
      })
    }
    const personal = (await api(token, '/portal-api/v1/service/recommended?limit=10')).find(
      (entry) => entry.reason === '常用类别：教务' && !entry.service.forceRecommend,
    )
    assert.ok(personal, 'a 教务 service recommended because of my own use')
    const name = personal.service.serviceName
    const TAB = '/pages/tab/service/index'
    const recommendedCard = (page) => page.getByTestId('recommended-services').locator(`[data-service="${name}"]`)

    const { page } = await openAs('2026001', TAB)
    await explainFailure(page, 'privacy-effects-recommend-on', async () => {
      await recommendedCard(page).waitFor()
      await page.getByTestId('recommended-services').scrollIntoViewIfNeeded()
      await atWidths(page, 'privacy-effects-recommend-on')
    })

    const setSwitch = async (on) => {
      await page.goto(server.url + '/pages/privacy/privacySet')
      const settings = page.locator('.taro_page', { has: page.getByText('允许通过手机号找到我') })
      const toggle = settings.getByLabel('个性化推荐')
      await toggle.click()
      let stored
      for (let i = 0; i < 40 && stored !== on; i++) {
        stored = (await api(token, '/portal-api/v1/privacy/settings')).recommendations
        if (stored !== on) await new Promise((r) => setTimeout(r, 100))
      }
      assert.equal(stored, on, 'the switch is saved on the server')
      await page.goto(server.url + TAB)
      await page.getByTestId('recommended-services').locator('.service-grid__item').first().waitFor()
    }

    await explainFailure(page, 'privacy-effects-recommend-off', async () => {
      await setSwitch(false)
      await recommendedCard(page).waitFor({ state: 'detached' })
      assert.equal(await recommendedCard(page).count(), 0, `${name} is gone with 个性化推荐 off`)
      await page.getByTestId('recommended-services').scrollIntoViewIfNeeded()
      await atWidths(page, 'privacy-effects-recommend-off')
    })

    await explainFailure(page, 'privacy-effects-recommend-on-again', async () => {
      await setSwitch(true)
      await recommendedCard(page).waitFor()
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
