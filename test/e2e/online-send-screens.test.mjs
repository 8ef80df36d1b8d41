// Online send screens as a new user sees them: 撤回 on 发送结果 is NutUI's danger button, in the portal's danger
// colour and plainly enabled (not a pale outline that reads as disabled); on 添加外部联系人 the reason a contact is
// refused sits on its own line, clear of the 添加 button, at 375 and 320 px.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const OS = '/message-center/center/api/v1/onlineSend'
const DANGER = 'rgb(229, 57, 53)'
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

const visible = (page, id) => page.getByTestId(id).filter({ visible: true })

/** The colours a user sees on a button: its border and the text of its label. */
const colours = (locator) =>
  locator.evaluate((button) => {
    const label = button.querySelector('.nut-button-children') ?? button
    return { border: getComputedStyle(button).borderTopColor, text: getComputedStyle(label).color, classes: button.className }
  })

describe('online send screens (teacher t1001)', () => {
  it('撤回 is a danger button in the danger colour, enabled while the message may be recalled', async () => {
    const page = await newPhonePage(browser)
    const token = await signIn(page, server.url, 't1001')
    const sent = await apiData(server.url, token, `${OS}/send`, {
      typeCode: 'os_notice',
      title: '社团活动改期',
      content: '本周六的活动改到周日。',
      channels: ['site'],
      recipients: [{ type: 'person', name: '李明', accountName: '2026001' }],
    })
    for (let i = 0; i < 100 && (await apiData(server.url, token, `${OS}/sent/detail?id=${sent.id}`)).status !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    await page.goto(`${server.url}/msgCenter/pages/onlineSend/sendResult?id=${sent.id}`)
    await explainFailure(page, 'online-send-recall-style', async () => {
      const recall = visible(page, 'result-recall')
      await recall.filter({ hasText: '撤回' }).waitFor()
      const seen = await colours(recall)
      assert.match(seen.classes, /nut-button-danger\b/)
      assert.doesNotMatch(seen.classes, /disabled/)
      assert.equal(seen.border, DANGER)
      assert.equal(seen.text, DANGER, 'the label is as strong as the outline, not faint')
      await screenshot(page, 'online-send-recall-375')
    })
    await page.context().close()
  })

  for (const width of [375, 320]) {
    it(`添加外部联系人 at ${width} px: the refusal is on its own line, above 添加`, async () => {
      const page = await newPhonePage(browser, { viewport: { width, height: 700 } })
      await signIn(page, server.url, 't1001')
      await page.goto(`${server.url}/msgCenter/pages/onlineSend/addExternalContacts`)
      await explainFailure(page, `online-send-external-problem-${width}`, async () => {
        const input = page.locator('[data-testid="external-input"] input, input[data-testid="external-input"]').filter({ visible: true })
        await input.first().fill('12345')
        await visible(page, 'external-add').click()
        const problem = visible(page, 'external-problem')
        await problem.filter({ hasText: '手机号格式不正确' }).waitFor()
        const text = await problem.boundingBox()
        const button = await visible(page, 'external-add').boundingBox()
        assert.ok(text.y + text.height <= button.y, `text ${JSON.stringify(text)} runs into the button ${JSON.stringify(button)}`)
        assert.ok(text.x + text.width <= width, 'the text stays inside the screen')
        await screenshot(page, `online-send-external-problem-${width}`)
      })
      await page.context().close()
    })
  }
})
