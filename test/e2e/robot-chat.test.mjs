// 客服机器人 in Chromium against the reference server with its demo data: a knowledge-base question answered with its
// source and rated; 转人工 with the service desk on duty → the staff's reply (admin, through the staff API) appears;
// with nobody on duty → a left message. Screenshots at 375 and 320 px.
// Run: npm run build:h5 && node --test test/e2e/robot-chat.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PASSWORD, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

async function adminCall(method, path, body) {
  const login = await fetch(
    `${server.url}/token-service/password/passwordLogin?username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  )
  const token = (await login.json()).data.idToken
  const res = await fetch(`${server.url}/portal-api/kf${path}`, {
    method,
    headers: { 'x-id-token': token, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`)
  return answer.data
}

async function ask(page, question) {
  const input = page.locator('.robot-input__box input')
  await input.fill(question)
  await page.getByTestId('robot-send').click()
}

describe('customer-service robot', () => {
  it('answers a knowledge-base question with its source; the answer can be rated', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(page, server.url, '2026001')
    await page.goto(server.url + '/pages/robot/robot')
    await page.getByTestId('robot-hot').waitFor()
    await ask(page, '校园卡丢了怎么办？')
    const answer = page.getByTestId('robot-message-robot').last()
    await answer.getByTestId('robot-sources').waitFor()
    assert.match(await answer.innerText(), /挂失/)
    assert.match(await answer.getByTestId('robot-sources').innerText(), /服务：校园卡充值/)
    await answer.getByTestId('robot-rate-helpful').click()
    await page.waitForFunction(() => document.querySelector('[data-testid="robot-rate-helpful"]')?.getAttribute('aria-pressed') === 'true')
    await screenshot(page, 'robot-chat-robot-answer-375')
    assert.deepEqual(page.errors, [])
  })

  it('转人工: nobody on duty → leave a message; the desk on duty → the staff answers in the dialog', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 320, height: 700 } })
    await signIn(page, server.url, 't1001')
    await page.goto(server.url + '/pages/robot/robot')
    await page.getByTestId('robot-hot').waitFor()
    await page.getByTestId('robot-to-human').click()
    await page.getByTestId('robot-leave-form').waitFor()
    await page.locator('.robot-leave textarea').fill('实验室空调坏了')
    await page.getByTestId('robot-leave-submit').click()
    await page.getByText('留言已提交').waitFor()
    await page.getByTestId('robot-to-human').waitFor()

    await adminCall('POST', '/agent/duty', { online: true })
    await page.getByTestId('robot-to-human').click()
    await page.getByTestId('robot-agent-mode').waitFor()
    await ask(page, '请问报销要多久到账？')
    await page.getByTestId('robot-message-user').last().waitFor()
    const sessions = await adminCall('GET', '/agent/sessions')
    const session = sessions.find((s) => s.username === 't1001')
    assert.equal(session.lastMessage, '请问报销要多久到账？')
    await adminCall('POST', '/agent/reply', { accountId: session.accountId, content: '一般 5 个工作日内到账。' })
    await page.getByTestId('robot-message-agent').waitFor({ timeout: 15000 })
    assert.match(await page.getByTestId('robot-message-agent').innerText(), /5 个工作日/)
    await screenshot(page, 'robot-chat-robot-agent-320')
    await adminCall('POST', '/agent/duty', { online: false })
  })
})
