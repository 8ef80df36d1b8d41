// Issue 17 "Hardening", the client half, in a real browser: not-found page and entry alias, offline banner,
// the message tab badge rule, times in the portal zone on a UTC device, home layout (迎新 entry, logo),
// 添加到系统日历 at 375/320 px, isHideTabbar at start-up, batch results, the web view address, resuming
// and submitting a draft, and the logout question.
// Run after an H5 build: node --test test/e2e/hardening.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, closeHomePopup, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const HOME = '/pages/tab/index/index'
const TAB = '/pages/msgCenterTab/newtask/newtask'
const ZONE = 'Asia/Shanghai'
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

async function openAs(username, path, options = {}) {
  const page = await newPhonePage(browser, options)
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, { ...init, headers: { 'X-Id-Token': token, ...(init.headers ?? {}) } })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}
const postJson = (token, path, body) =>
  api(token, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })

/** 'YYYY-MM-DD HH:mm' of an instant in the portal zone (what every page must show). */
function inZone(instant) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}

const tabBadge = (page) => page.locator('.weui-tabbar__item').nth(2).locator('.weui-badge')

const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('hardening (issue 17, client)', () => {
  it('an unknown address shows the not-found page with the title bar, 返回 and 回到首页', async () => {
    for (const width of [375, 320]) {
      const { page } = await openAs('2026001', '/pages/no-such/page?from=mail', { viewport: { width, height: 700 } })
      await page.getByTestId('not-found-path').waitFor()
      assert.match(await page.getByTestId('not-found-path').innerText(), /\/pages\/no-such\/page\?from=mail/)
      assert.equal((await page.locator('.taro-navigation-bar-title').innerText()).trim(), '页面不存在')
      await page.getByText('您访问的页面不存在或暂未开放').waitFor()
      await screenshot(page, `not-found-${width}`)
      await page.getByTestId(width === 375 ? 'not-found-home' : 'not-found-back').click()
      await page.waitForURL((u) => u.pathname === HOME)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it('/pages/h5/index opened directly behaves like / and lands on the home tab', async () => {
    for (const path of ['/pages/h5/index', '/']) {
      const { page } = await openAs('2026001', path)
      await page.waitForURL((u) => u.pathname === HOME, { timeout: 20_000 })
      await page.getByTestId('home').waitFor()
      await page.context().close()
    }
  })

  it('offline: what is on screen stays under a banner, 重新加载 keeps it, the page reloads itself when back online', async () => {
    const { page } = await openAs('2026001', '/pagesA/news/news?columnCode=xxyw')
    const first = page.getByTestId('news-item').first()
    await first.waitFor()
    const title = await first.innerText()
    await page.context().setOffline(true)
    await page.getByTestId('offline-banner').waitFor()
    assert.equal(await page.getByText('哎呀，网络信号丢失了').count(), 0, 'no full-screen cover over loaded content')
    assert.equal(await first.innerText(), title)
    await screenshot(page, 'offline-banner-375')
    await page.getByTestId('offline-banner').getByText('重新加载').click()
    await page.waitForTimeout(800)
    assert.equal(await first.innerText(), title, '重新加载 while offline keeps the content')
    assert.equal(await page.getByText('加载失败').count(), 0)
    const reloaded = page.waitForRequest((r) => r.url().startsWith(server.url + '/portal-api/'))
    await page.context().setOffline(false)
    await reloaded
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' })
    await first.waitFor()
    await page.setViewportSize({ width: 320, height: 640 })
    await page.context().setOffline(true)
    await page.getByTestId('offline-banner').waitFor()
    await screenshot(page, 'offline-banner-320')
    await page.context().setOffline(false)
    await page.context().close()
  })

  it('the message tab badge is unread + to-dos everywhere, and 全部已读 clears 第三方消息 too', async () => {
    const { page, token } = await openAs('2026001', HOME)
    await postJson(token, '/message-center/center/api/v1/messageCenter/updateUserSetting', { showThirdMessage: true })
    const unread = await api(token, '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new', { method: 'POST' })
    const { todo } = await api(token, '/flow/center-list/getToDoListCountNew')
    const third = await api(token, '/message-center/center/api/v1/correlation/app/getThirdUnReadCount')
    assert.ok(unread > 0 && third.total > 0, `demo data: ${unread} unread, ${third.total} third-party`)
    const expected = String(unread + todo)
    await page.getByTestId('home').waitFor()
    await tabBadge(page).waitFor()
    assert.equal(await tabBadge(page).innerText(), expected)
    await closeHomePopup(page, 4000)
    await page.locator('.weui-tabbar__item').nth(2).click()
    await page.waitForURL((u) => u.pathname === TAB)
    await page.getByTestId('segment-task').waitFor()
    await page.waitForTimeout(1000)
    // Regression: opening the message centre switched the badge to the to-do count (0) and hid it.
    assert.equal(await tabBadge(page).innerText(), expected)
    await page.reload()
    await tabBadge(page).waitFor()
    await page.waitForTimeout(1000)
    assert.equal(await tabBadge(page).innerText(), expected)

    await page.getByTestId('segment-news').click()
    const thirdRow = page.locator('.msg-app', { hasText: '第三方消息' })
    await thirdRow.locator('.portal-count').waitFor()
    await page.getByTestId('read-all').click()
    await answerModal(page, '确认').catch(() => undefined)
    await thirdRow.locator('.portal-count').waitFor({ state: 'detached' })
    await screenshot(page, 'badge-after-read-all')
    if (todo > 0) assert.equal(await tabBadge(page).innerText(), String(todo))
    else await tabBadge(page).waitFor({ state: 'detached' })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('on a UTC device every time shows in the portal zone: new schedule slot, schedule tab, message time', async () => {
    const { page, token } = await openAs(
      '2026001',
      '/msgCenter/pages/schedule/taskAddSchedule?id=0&title=' + encodeURIComponent('时区检查'),
      { timezoneId: 'UTC' },
    )
    const next = (ms) => {
      const t = new Date(ms)
      t.setUTCMinutes(0, 0, 0)
      return inZone(t.getTime() + 3600_000)
    }
    const before = next(Date.now())
    // NutUI's Cell does not pass data-testid through: the row is found by its label.
    const start = page.locator('.nut-cell', { hasText: '开始时间' }).first()
    await start.waitFor({ timeout: 60_000 })
    const shown = (await start.innerText()).match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/)?.[0]
    assert.ok([before, next(Date.now())].includes(shown), `start ${shown}, portal zone says ${before}`)
    // The schedule tab on the same UTC device: a 14:00–16:00 (portal time) entry of today reads 14:00 – 16:00.
    const M = `${server.url}/message-center/center/api/v1/messageCenter`
    const headers = { 'X-Id-Token': token, 'Content-Type': 'application/json' }
    const { data: calendars } = await (await fetch(`${M}/getPersonlCalendarList`, { headers })).json()
    const today = new Date(Date.now() + 8 * 3_600_000)
    const at = (h) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), h - 8, 0)).toISOString()
    const created = await fetch(`${M}/createSchedule`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: '时区检查 课程设计答辩',
        startTime: at(14),
        endTime: at(16),
        place: '信息楼 305',
        calendarId: calendars[0].id,
      }),
    })
    assert.equal(created.status, 200)
    await page.goto(server.url + '/pages/tab/schedule/schedule')
    const entry = page.getByTestId('occurrence').filter({ hasText: '时区检查 课程设计答辩' }).first()
    await entry.waitFor({ timeout: 60_000 })
    assert.match(await entry.innerText(), /14:00[\s\S]*16:00/)
    await screenshot(page, 'schedule-utc-device')
    const page2 = await api(token, '/message-center/center/api/v1/messageCenter/listMessageRecord?pageNum=1&pageSize=1')
    const message = (page2.items ?? [])[0]
    assert.ok(message, 'a demo message')
    await page.goto(server.url + `/pagesA/message/detail?id=${message.id}`)
    await page.locator('.msg-detail__meta').waitFor()
    assert.match(await page.locator('.msg-detail__meta').innerText(), new RegExp(inZone(message.createTime)))
    await page.context().close()
  })

  it('home: the 迎新 entry has no white square, covers no 更多 at 320 px and stays in the app column at 1280 px; the logo is whole', async () => {
    for (const [width, height] of [
      [320, 568],
      [320, 640],
      [375, 667],
      [1280, 800],
    ]) {
      const { page } = await openAs('2026001', HOME, { viewport: { width, height } })
      await page.getByTestId('home-floating').waitFor()
      await closeHomePopup(page, 4000)
      const icon = page.getByTestId('home-floating').locator('img')
      assert.doesNotMatch((await icon.getAttribute('src')) ?? '', /background_color\(white\)/)
      const floating = await page.getByTestId('home-floating').boundingBox()
      const more = await page.locator('.portal-section', { hasText: '学校要闻' }).getByText('更多').first().boundingBox()
      assert.ok(
        !overlaps(floating, more),
        `at ${width}×${height} the entry ${JSON.stringify(floating)} covers 更多 ${JSON.stringify(more)}`,
      )
      const column = await page.getByTestId('home').boundingBox()
      assert.ok(floating.x >= column.x && floating.x + floating.width <= column.x + column.width, `entry inside the app column at ${width}`)
      const logo = page.locator('.home-header__logo img, img.home-header__logo').first()
      await logo.waitFor()
      await screenshot(page, `home-${width}x${height}`)
      await page.context().close()
    }
    const logo = await fetch(`${server.url}/portal-api/v1/assets/logo-wide.png`)
    assert.equal(logo.status, 200)
  })

  it('添加到系统日历 is shown whole at 375 and 320 px', async () => {
    for (const width of [375, 320]) {
      const { page } = await openAs('2026001', '/msgCenter/pages/schedule/taskAddSchedule?id=0&title=' + encodeURIComponent('日历按钮'), {
        viewport: { width, height: 640 },
      })
      const button = page.getByTestId('to-system-calendar')
      await button.waitFor()
      const fits = await button.evaluate((el) => {
        const text = [...el.querySelectorAll('*')].find((e) => e.textContent.trim() === '添加到系统日历' && e.children.length === 0) ?? el
        const r = text.getBoundingClientRect()
        const b = el.getBoundingClientRect()
        return {
          clipped: text.scrollWidth > text.clientWidth + 1 || r.right > b.right + 1 || r.left < b.left - 1,
          inView: b.right <= window.innerWidth,
        }
      })
      assert.deepEqual(fits, { clipped: false, inView: true }, `at ${width}px`)
      await screenshot(page, `calendar-buttons-${width}`)
      await page.context().close()
    }
  })

  it('isHideTabbar=1 hides the tab bar on every load, also after switching tabs', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { page } = await openAs('2026001', HOME + '?isHideTabbar=1')
      await page.getByTestId('home').waitFor()
      await page.waitForTimeout(300)
      assert.equal(await page.locator('.taro-tabbar__tabbar').isVisible(), false, `load ${i + 1}`)
      await page.context().close()
    }
  })

  it('a batch result row shows the new state, not a stale 审批中', async () => {
    const { page } = await openAs('t1002', '/msgCenter/pages/task/todoBatch')
    const rows = page.getByTestId('batch-row')
    await rows.first().waitFor()
    await rows.first().locator('.nut-checkbox').click()
    await page.getByTestId('batch-approve').click()
    await answerModal(page, '确认')
    await page.getByTestId('batch-result').first().waitFor()
    const done = page.locator('.batch-row--done').first()
    const tag = await done.locator('.task-status').innerText()
    assert.ok(['已同意', '已通过'].includes(tag), `handled row shows ${tag}`)
    assert.equal(await done.getByText('审批中').count(), 0)
    await screenshot(page, 'batch-result-row')
    await page.context().close()
  })

  it('the web view gets its address encoded once (no %253A)', async () => {
    const { page } = await openAs('2026001', HOME)
    await page.getByTestId('home-floating').waitFor()
    await closeHomePopup(page, 4000)
    await page.getByTestId('home-floating').click()
    await page.waitForURL(/\/pages\/webview\/webview\?/)
    const raw = new URL(page.url()).search
    assert.doesNotMatch(raw, /%25/, raw)
    assert.match(new URL(page.url()).searchParams.get('url'), /^https?:\/\/[^/]+\/pagesA\/news\/news\?columnCode=tzgg&idToken=/)
    await page.context().close()
  })

  it('a draft opens in its form with the saved values and is submitted as a real application with a to-do for its handler', async () => {
    const { page, token } = await openAs('2026001', TAB)
    const day = (n, hour) => {
      const t = new Date(Date.now() + n * 86_400_000)
      t.setUTCHours(hour - 8, 0, 0, 0)
      return t.toISOString()
    }
    const draft = await postJson(token, '/flow/application/saveDraft', {
      type: 'leave',
      form: { leaveType: '病假', startTime: day(3, 8), endTime: day(3, 18), destination: '校医院' },
    })
    await page.locator('.portal-tabs__tab[data-key="myDraft"]').first().click()
    const item = page.locator('.task-item', { hasText: '已填写 4/4' }).first()
    await item.waitFor()
    await item.click()
    await page.waitForURL(new RegExp(`applicationDetail\\?id=${draft.id}`))
    await page.getByText('提交申请').waitFor()
    await page.getByText('病假').first().waitFor()
    await page.getByText(inZone(day(3, 8))).waitFor()
    assert.ok(await page.locator('input').evaluateAll((els) => els.some((e) => e.value === '校医院')), 'saved 外出地点 filled in')
    await screenshot(page, 'draft-resumed')
    await page.locator('.nut-button', { hasText: '提交申请' }).click()
    await page.getByText('请输入请假事由').waitFor()
    await page.locator('textarea').fill('复诊需要到校医院输液一天。')
    await page.locator('.nut-button', { hasText: '提交申请' }).click()
    await page.getByText('办理流程').waitFor()
    const detail = await api(token, `/flow/application/detail?id=${draft.id}`)
    assert.equal(detail.status, 'progress')
    assert.equal(detail.form.reason, '复诊需要到校医院输液一天。')
    await screenshot(page, 'draft-submitted')
    const handler = await (
      await fetch(`${server.url}/token-service/password/passwordLogin?username=t1001&password=Campus%402026`, { method: 'POST' })
    ).json()
    const todos = await api(handler.data.idToken, '/flow/center-list/list?level=myTodo&pageNum=1&pageSize=50')
    assert.ok(
      todos.items.some((r) => r.id === draft.id),
      'the first handler has the to-do',
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('logout asks first: 取消 keeps the session, 退出 ends it', async () => {
    const { page } = await openAs('2026001', '/pages/tab/my/my')
    const button = page.locator('.nut-button', { hasText: '退出登录' })
    await button.waitFor()
    await button.click()
    await page.getByText('确定要退出当前账号吗？').waitFor()
    await screenshot(page, 'logout-confirm')
    await answerModal(page, '取消')
    await page.waitForTimeout(500)
    assert.equal(new URL(page.url()).pathname, '/pages/tab/my/my')
    assert.ok((await page.context().cookies()).some((c) => c.name === 'userToken' && c.value))
    await button.click()
    await answerModal(page, '退出')
    await page.waitForURL((u) => !u.pathname.startsWith('/pages/tab/my'), { timeout: 15_000 })
    assert.ok(!(await page.context().cookies()).some((c) => c.name === 'userToken' && c.value))
    await page.context().close()
  })
})
