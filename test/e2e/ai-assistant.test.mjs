// AI 助手 in Chromium: without a model the answer is the retrieved passages, said to be so, with citations; with a
// local fake OpenAI-compatible endpoint (AI_BASE_URL) the answer appears piece by piece and ends with its citations.
// Run: npm run build:h5 && node --test test/e2e/ai-assistant.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const PIECES = ['校园卡丢失后，', '请先在“校园卡充值”服务中挂失 [1]，', '再带身份证到卡务中心补办 [1]。']
let plain
let withModel
let fake
let browser
let requests = 0

before(async () => {
  // The stand-in model waits between pieces so that the page can be seen mid-answer.
  fake = http.createServer((req, res) => {
    req.resume()
    req.on('end', async () => {
      requests += 1
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const piece of PIECES) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`)
        await new Promise((resolve) => setTimeout(resolve, 700))
      }
      res.end('data: [DONE]\n\n')
    })
  })
  await new Promise((resolve) => fake.listen(0, '127.0.0.1', resolve))
  plain = await startServer()
  withModel = await startServer({ env: { AI_BASE_URL: `http://127.0.0.1:${fake.address().port}/v1`, AI_API_KEY: 'k', AI_MODEL: 'fake' } })
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await plain?.stop()
  await withModel?.stop()
  fake?.close()
})

async function askOn(server, width, question) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
  await signIn(page, server.url, '2026001')
  await page.goto(server.url + '/pages/robot/AI')
  await page.locator('.ai-input__box input').fill(question)
  await page.getByTestId('ai-ask').click()
  return page
}

describe('AI assistant', () => {
  it('without a model: answers from retrieval and says so, with citations', async () => {
    const page = await askOn(plain, 375, '校园卡丢了怎么办？')
    const turn = page.locator('[data-testid="ai-turn"][data-state="done"]')
    await turn.waitFor()
    assert.equal(await turn.getAttribute('data-mode'), 'retrieval')
    // Said to students in their words: quoted from the school's material (nothing about models or engineering).
    assert.match(await turn.getByTestId('ai-answer').innerText(), /^以下内容摘自学校发布的资料/)
    assert.doesNotMatch(await turn.innerText(), /大模型|模型|接入/)
    assert.match(await turn.getByTestId('ai-answer').innerText(), /挂失.*\[1\]/)
    assert.match(await turn.getByTestId('ai-citations').innerText(), /\[1\] 常见问题：校园卡丢了怎么补办？/)
    await turn.getByTestId('ai-retrieval-note').waitFor()
    await screenshot(page, 'ai-assistant-retrieval-375')
    // The FAQ's first source is a service: its citation opens that service (through its checks), not the service tab.
    await turn.getByTestId('ai-citations').getByText('[1] 常见问题').click()
    await page.waitForFunction(
      () =>
        location.pathname !== '/pages/robot/AI' ||
        [...document.querySelectorAll('.taro-modal__content')].some((el) => el.textContent.includes('校园卡充值')),
    )
    assert.doesNotMatch(new URL(page.url()).pathname, /^\/pages\/tab\/service\/index/)
    assert.deepEqual(page.errors, [])
  })

  it('with a local OpenAI-compatible endpoint: the answer streams in, then its citations', async () => {
    const page = await askOn(withModel, 320, '校园卡丢了怎么办？')
    const answer = page.getByTestId('ai-answer')
    // Mid-answer: the first piece is shown while the turn is still streaming.
    await page.waitForFunction((first) => {
      const turn = document.querySelector('[data-testid="ai-turn"]')
      return turn?.getAttribute('data-state') === 'streaming' && turn.textContent.includes(first)
    }, PIECES[0])
    assert.ok(!(await answer.innerText()).includes(PIECES[2]))
    await screenshot(page, 'ai-assistant-streaming-320')
    const done = page.locator('[data-testid="ai-turn"][data-state="done"]')
    await done.waitFor()
    assert.equal(await done.getAttribute('data-mode'), 'llm')
    assert.equal(await answer.innerText(), PIECES.join(''))
    assert.match(await done.getByTestId('ai-citations').innerText(), /\[1\] 常见问题：校园卡丢了怎么补办？/)
    assert.equal(requests, 1)
    await screenshot(page, 'ai-assistant-llm-320')
  })
})
