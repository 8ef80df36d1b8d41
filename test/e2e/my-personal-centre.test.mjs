// The 我的 tab and personal centre in the browser: cards and their sheets (e-card report loss / unfreeze,
// books renew, mailbox, research for teachers only), profile and login history, feedback with replies,
// settings (notify, clear cache keeping permanent keys, data export), about and privacy policy.
// Re-consent at sign-in: sign-in-consent.test.mjs. Screenshots at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/my-personal-centre.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import sharp from 'sharp'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const MY = '/pages/tab/my/my'
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
  const page = await newPhonePage(browser, { viewport: { width, height: 760 }, acceptDownloads: true })
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

/** A photo of the given size as PNG bytes, for the file chooser. */
const photo = (width, height, background) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** Clicks what opens Taro's H5 image chooser and hands it files. */
async function chooseFiles(page, opener, files) {
  const chooser = page.waitForEvent('filechooser')
  await opener.click()
  await (await chooser).setFiles(files)
}

async function answerModal(page, label) {
  const button = page.locator('.taro-modal__foot .taro-model__btn', { hasText: label })
  await button.waitFor()
  await button.click()
}

/** White text on the card's gradient: 4.5:1 or more against every colour stop (WCAG's ratio; axe skips gradients). */
async function assertWhiteTextReadable(face) {
  const { image, color } = await face.evaluate((el) => ({ image: getComputedStyle(el).backgroundImage, color: getComputedStyle(el).color }))
  assert.equal(color, 'rgb(255, 255, 255)')
  const stops = [...image.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map((m) => m.slice(1, 4).map(Number))
  assert.ok(stops.length >= 2, image)
  const channel = (c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  for (const [r, g, b] of stops) {
    const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    assert.ok(1.05 / (luminance + 0.05) >= 4.5, `white on rgb(${r}, ${g}, ${b}): ${(1.05 / (luminance + 0.05)).toFixed(2)}:1`)
  }
}

describe('我的 tab and personal centre', () => {
  it('shows the student profile, the cards without research, and the menu', async () => {
    for (const width of [375, 320]) {
      const { page } = await openAs('2026001', MY, width)
      await page.getByTestId('card-ecard').waitFor()
      assert.equal(await page.getByTestId('card-research').count(), 0, 'students have no research card')
      await page.getByTestId('card-books').waitFor()
      await page.getByText('计科2301班').waitFor()
      for (const entry of ['我的收藏', '浏览历史', '意见反馈', '联系电话', '设置'])
        await page.getByText(entry, { exact: true }).first().waitFor()
      assert.match(await page.getByTestId('card-ecard').innerText(), /余额不足/)
      await screenshot(page, `my-tab-student-${width}`)
      assert.deepEqual(page.errors, [])
      await page.close()
    }
  })

  it('opens the e-card: balance, low-balance hint, month of transactions, report loss and unfreeze', async () => {
    const { page, token } = await openAs('2026001', MY)
    await page.getByTestId('card-ecard').click()
    const balance = await page.getByTestId('ecard-balance').innerText()
    const card = await api(token, '/portal-api/v2/personalData/getMyECard')
    assert.equal(balance, card.balance.toFixed(2))
    await page.getByText('余额低于 20 元，请及时充值').waitFor()
    await page.locator('.ecard .nut-cell').first().waitFor()
    await screenshot(page, 'my-ecard-375')
    await assertWhiteTextReadable(page.locator('.ecard__face'))
    await page.locator('.ecard .nut-button', { hasText: '挂失' }).first().click()
    await answerModal(page, '确认')
    await page.locator('.ecard__face--lost').waitFor()
    await assertWhiteTextReadable(page.locator('.ecard__face--lost'))
    await screenshot(page, 'my-ecard-lost-375')
    assert.equal((await api(token, '/portal-api/v2/personalData/getMyECard')).status, 'lost')
    await page.locator('.ecard .nut-button', { hasText: '解除挂失' }).click()
    await answerModal(page, '确认')
    await page.locator('.ecard__face--lost').waitFor({ state: 'detached' })
    assert.equal((await api(token, '/portal-api/v2/personalData/getMyECard')).status, 'normal')
    await page.locator('.ecard .nut-button', { hasText: '上个月' }).click()
    await page.waitForFunction(() => document.querySelector('[data-testid="ecard-month"]')?.textContent !== '')
    await page.close()
  })

  it('lists loans with the overdue one highlighted and renews a loan', async () => {
    const { page, token } = await openAs('2026001', MY, 320)
    await page.getByTestId('card-books').click()
    await page.locator('.book--overdue').first().waitFor()
    await screenshot(page, 'my-books-320')
    const before = await api(token, '/portal-api/v2/personalData/getMyBooks')
    const renewable = before.loans.find((l) => l.canRenew)
    await page.locator('.book', { hasText: renewable.title }).locator('.nut-button', { hasText: '续借' }).click()
    await answerModal(page, '确认')
    await page.getByText('已续借1次').first().waitFor()
    const after = await api(token, '/portal-api/v2/personalData/getMyBooks')
    assert.equal(after.loans.find((l) => l.id === renewable.id).renewCount, renewable.renewCount + 1)
    await page.close()
  })

  it('shows the teacher the research card and papers; the mailbox with unread mail', async () => {
    const { page } = await openAs('t1001', MY)
    await page.getByTestId('card-research').click()
    await page.getByText('面向移动门户的统一身份认证架构研究').waitFor()
    await screenshot(page, 'my-research-teacher-375')
    await page.locator('.nut-popup-title-right, .nut-popup-close, .nut-icon-Close').first().click()
    await page.getByTestId('card-mailbox').click()
    await page.getByText('进入邮箱').waitFor()
    await page.getByText(/未读 \d+ 封/).waitFor()
    await page.close()
  })

  it('myInfo shows the profile with read-only fields and the login history', async () => {
    const { page } = await openAs('2026001', '/pages/myInfo/myInfo')
    await page.getByText('只读').first().waitFor()
    await page.getByText('liming2026001@stu.sfdx.edu.cn').waitFor()
    await page.getByTestId('login-event').first().waitFor()
    await page
      .getByText(/账号密码/)
      .first()
      .waitFor()
    await screenshot(page, 'my-info-375')
    await page.close()
  })

  it('changes the avatar: chosen, cropped square in the page, uploaded, shown in myInfo, the tab and the message centre', async () => {
    // The cropper at 320 px: choose a photo, look at the square, cancel (nothing changes).
    const narrow = await openAs('2026001', '/pages/myInfo/myInfo', 320)
    await narrow.page.getByText('只读').first().waitFor()
    await chooseFiles(narrow.page, narrow.page.getByTestId('change-avatar'), [
      { name: 'tall.png', mimeType: 'image/png', buffer: await photo(600, 900, '#2db87d') },
    ])
    await narrow.page.locator('.nut-avatar-cropper-popup').waitFor()
    await narrow.page.locator('.nut-avatar-cropper-popup .highlight').waitFor()
    await screenshot(narrow.page, 'my-avatar-cropper-320')
    await narrow.page.getByTestId('avatar-crop-cancel').click()
    await narrow.page.locator('.nut-avatar-cropper-popup').waitFor({ state: 'hidden' })
    assert.equal((await api(narrow.token, '/personal/api/v1/personal/me/user')).avatarUrl, '', 'a cancelled crop saves nothing')
    await narrow.page.close()

    const { page, token } = await openAs('2026001', '/pages/myInfo/myInfo')
    await page.getByText('只读').first().waitFor()
    await chooseFiles(page, page.getByTestId('change-avatar'), [
      { name: 'me.png', mimeType: 'image/png', buffer: await photo(900, 600, '#2d7be5') },
    ])
    await page.locator('.nut-avatar-cropper-popup .highlight').waitFor()
    await screenshot(page, 'my-avatar-cropper-375')
    await page.getByTestId('avatar-crop-confirm').click()
    await page.getByText('头像已更新').waitFor()
    const me = await api(token, '/personal/api/v1/personal/me/user')
    assert.ok(me.avatarUrl, 'the server has the avatar')
    const image = await fetch(me.avatarUrl.replace(/^https?:\/\/[^/]+/, server.url))
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
    assert.deepEqual([meta.width, meta.height], [256, 256])
    const avatarPath = new URL(me.avatarUrl).pathname
    await page.locator(`img[src*="${avatarPath}"]`).first().waitFor()
    await screenshot(page, 'my-info-avatar-375')
    await page.goto(server.url + MY)
    await page.locator(`.my-page__card img[src*="${avatarPath}"]`).waitFor()
    await page.goto(server.url + '/pages/msgCenterTab/newtask/newtask')
    await page.locator(`[data-testid="message-centre-avatar"] img[src*="${avatarPath}"]`).waitFor()
    await screenshot(page, 'my-avatar-in-message-centre-375')
    await page.close()
  })

  it('sends feedback with images and lists it with the seeded reply', async () => {
    const { page, token } = await openAs('2026001', '/pages/myInfo/suggestNew', 320)
    await page.getByText('按月查看消费记录已上线', { exact: false }).waitFor()
    await page.locator('.suggest-form textarea').fill('消息中心希望支持按应用筛选')
    await chooseFiles(page, page.getByTestId('feedback-images').getByRole('button', { name: '添加图片' }), [
      { name: 'a.png', mimeType: 'image/png', buffer: await photo(300, 200, '#ed663f') },
      { name: 'b.png', mimeType: 'image/png', buffer: await photo(200, 300, '#2db87d') },
    ])
    await page.locator('.suggest-form .image-album__image').nth(1).waitFor()
    // The kit's album input: 3 per row, the count against the limit of 9.
    assert.match(await page.getByTestId('feedback-images').innerText(), /2\/9/)
    await page.getByTestId('feedback-images').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'my-feedback-images-320')
    await page.setViewportSize({ width: 375, height: 812 })
    await screenshot(page, 'my-feedback-images-375')
    await page.setViewportSize({ width: 320, height: 760 })
    await page.locator('.suggest-form .nut-button', { hasText: '提交' }).click()
    await page.locator('[data-testid="feedback-entry"]', { hasText: '消息中心希望支持按应用筛选' }).waitFor()
    const mine = await api(token, '/personal/api/v1/personal/feedback/mine')
    const sent = mine.items.find((f) => f.content === '消息中心希望支持按应用筛选')
    assert.equal(sent.images.length, 2)
    await page
      .locator('[data-testid="feedback-entry"]', { hasText: '消息中心希望支持按应用筛选' })
      .locator('.image-album__image')
      .nth(1)
      .waitFor()
    await screenshot(page, 'my-feedback-320')
    await page.close()
  })

  it('the 11th feedback within an hour is refused with the reason in Chinese, and the text stays in the form', async () => {
    const { page, token } = await openAs('2026002', '/pages/myInfo/suggestNew')
    for (let i = 1; i <= 10; i++) {
      await api(token, '/personal/api/v1/personal/feedback/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: '其他', content: `第 ${i} 条反馈` }),
      })
    }
    await page.locator('.suggest-form textarea').waitFor()
    await page.locator('.suggest-form textarea').fill('第十一条：希望增加夜间模式')
    await page.locator('.suggest-form .nut-button', { hasText: '提交' }).click()
    await page.waitForFunction(() => /意见反馈提交过于频繁，请\d+ 分钟后再试/.test(document.body.innerText))
    await screenshot(page, 'my-feedback-limited-375')
    assert.equal(await page.locator('.suggest-form textarea').inputValue(), '第十一条：希望增加夜间模式')
    await page.close()
  })

  it('clears the cache but keeps the permanent keys', async () => {
    const { page } = await openAs('2026001', '/pages/set/set')
    await page.getByText('清除缓存').waitFor()
    await page.evaluate(() => {
      localStorage.setItem('originFootTabs', JSON.stringify({ data: { value: ['kept'] } }))
      localStorage.setItem('scratch-entry', JSON.stringify({ data: { value: 'gone' } }))
    })
    await page.locator('.nut-cell', { hasText: '清除缓存' }).click()
    await answerModal(page, '确认')
    await page.getByText('缓存已清除').waitFor()
    const left = await page.evaluate(() => ({ kept: localStorage.getItem('originFootTabs'), gone: localStorage.getItem('scratch-entry') }))
    assert.ok(left.kept?.includes('kept'), 'permanent key survives')
    assert.equal(left.gone, null)
    await screenshot(page, 'my-set-375')
    await page.close()
  })

  it('downloads the user’s own data as a JSON file', async () => {
    const { page } = await openAs('2026001', '/pages/set/set')
    const download = page.waitForEvent('download')
    await page.locator('.nut-cell', { hasText: '下载我的信息' }).click()
    const file = await download
    assert.match(file.suggestedFilename(), /^my-data-2026001-\d{8}\.json$/)
    const data = JSON.parse(fs.readFileSync(await file.path(), 'utf8'))
    assert.equal(data.profile.username, '2026001')
    assert.ok(data.ecardTransactions.length > 0 && data.loans.length > 0)
    await page.close()
  })

  it('saves do-not-disturb in 消息通知', async () => {
    const { page, token } = await openAs('2026001', '/pages/set/notify')
    await page.getByText('免打扰').waitFor()
    await page.locator('.nut-cell', { hasText: '免打扰' }).locator('.nut-switch').click()
    await page.getByTestId('dnd-start').waitFor()
    for (let i = 0; i < 20 && !(await api(token, '/personal/api/v1/personal/notify/settings')).dndEnabled; i++)
      await page.waitForTimeout(100)
    assert.equal((await api(token, '/personal/api/v1/personal/notify/settings')).dndEnabled, true)
    await screenshot(page, 'my-notify-375')
    await page.close()
  })

  it('shows about and the privacy policy sections', async () => {
    const { page } = await openAs('2026001', '/pages/about/about', 320)
    await page.getByText('版本说明').waitFor()
    await screenshot(page, 'my-about-320')
    await page.goto(server.url + '/pages/privacyPolicy/personalInformation')
    await page.getByText('校园卡余额与交易记录').waitFor()
    await page.goto(server.url + '/pages/privacyPolicy/index')
    await page.getByTestId('policy-consent').waitFor()
    await screenshot(page, 'my-privacy-policy-320')
    await page.close()
  })
})
