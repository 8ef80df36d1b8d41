// 坐席工作台 and 知识库 in the operator console (issue 36), the Proof: a student asks the robot (H5, 375 px) something it
// cannot answer and chooses 转人工 while a 客服坐席 is on duty; the agent (console, 1280×800) sees the chat arrive
// without reloading (the desk's event stream), answers, and the student sees the answer; the agent adds the question's
// answer through 未解决问题 and the robot answers the same question next time (also shot at 320 px). Needs the console
// build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  // 张伟 (t1002) is made 客服坐席 by the 全局管理员.
  const adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
  await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't1002', roleCode: 'service_desk' })
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const QUESTION = '游泳馆能带朋友进去吗？'
const TO_AGENT = '机器人答不上来，想问问游泳馆能不能带校外朋友'
const REPLY = '可以，每位持卡学生每次可带一位校外朋友，需在前台登记。'
const ANSWER = '可以。每位持卡学生每次可带一位校外朋友入馆，需在游泳馆前台登记身份证件。'
/** antd puts a space between the two characters of a two-character button label (发 送). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)

async function ask(page, text) {
  await page.locator('.robot-input__box input').fill(text)
  await page.getByTestId('robot-send').click()
}

async function robotPage(width) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
  await signIn(page, server.url, '2026001')
  await page.goto(server.url + '/pages/robot/robot')
  await page.getByTestId('robot-hot').waitFor()
  return page
}

describe('operator console: 坐席工作台 and 知识库', () => {
  it('转人工 reaches the on-duty agent live; the answer reaches the student; 添加答案 makes the robot answer next time', async () => {
    const agent = await desktopPage(browser)
    const student = await robotPage(375)
    await explainFailure(agent, 'console-desk', async () => {
      await consoleAs(agent, server.url, '/desk', 't1002')
      await agent.getByText('实时连接').waitFor()
      assert.equal(await agent.getByRole('menuitem', { name: '资讯' }).count(), 0, '客服坐席 sees no 资讯')
      await agent.getByRole('menuitem', { name: '知识库' }).waitFor()
      await agent.getByTestId('desk-duty').click()
      await agent.getByText('已上班').first().waitFor()
      // Nothing below reloads the console: the marker would be gone.
      await agent.evaluate(() => (window.deskMarker = 'not reloaded'))

      await explainFailure(student, 'console-desk-student', async () => {
        await ask(student, QUESTION)
        await student.getByTestId('robot-message-robot').filter({ hasText: '知识库里还没有这个问题的答案' }).waitFor()
        await student.getByTestId('robot-to-human').click()
        await student.getByTestId('robot-agent-mode').waitFor()
        await ask(student, TO_AGENT)
        await student.getByTestId('robot-message-user').last().waitFor()
      })

      const row = agent.locator('[data-testid^="desk-chat-"]', { hasText: '2026001' })
      await row.waitFor({ timeout: 10000 })
      assert.match(await row.innerText(), /排队中/)
      await row.click()
      const history = agent.getByTestId('desk-history')
      await history.getByText(TO_AGENT).waitFor()
      // The student's robot question is in the history too, its unanswered reply marked.
      await history.getByText(QUESTION).waitFor()
      await history.getByText('未解决').first().waitFor()
      await agent.getByTestId('desk-reply-input').fill(REPLY)
      await agent.getByTestId('desk-send').click()
      await history.getByText(REPLY).waitFor()
      await agent.locator('[data-testid^="desk-chat-"]', { hasText: '接待中' }).waitFor()
      await screenshot(agent, 'console-desk-chat-1280')

      await student.getByTestId('robot-message-agent').waitFor({ timeout: 15000 })
      assert.match(await student.getByTestId('robot-message-agent').last().innerText(), /前台登记/)
      await student.getByTestId('robot-message-agent').last().scrollIntoViewIfNeeded()
      await screenshot(student, 'console-desk-student-agent-375')

      // A message the student writes now arrives in the open chat without reloading either.
      await ask(student, '好的，谢谢！')
      await history.getByText('好的，谢谢！').waitFor({ timeout: 10000 })

      await agent.getByTestId('desk-close').click()
      await agent.getByTestId('desk-summary').fill('告知游泳馆可带一位校外朋友，需登记')
      await agent
        .getByRole('button', { name: label('结束') })
        .last()
        .click()
      await agent.getByText('会话已结束：告知游泳馆可带一位校外朋友，需登记').waitFor()

      await agent.getByRole('menuitem', { name: '未解决问题' }).click()
      const open = agent.locator('tr', { hasText: QUESTION })
      await open.waitFor()
      await open.getByText('添加答案').click()
      await agent.getByTestId('faq-answer').fill(ANSWER)
      await agent.getByTestId('faq-similar').locator('input').fill('游泳馆可以带朋友吗')
      await agent.keyboard.press('Enter')
      await screenshot(agent, 'console-desk-add-answer-1280')
      await agent.getByRole('button', { name: label('保存') }).click()
      await agent.getByText('已加入知识库，机器人下次即可回答').waitFor()
      await open.waitFor({ state: 'detached' })
      await agent.getByRole('menuitem', { name: '知识库' }).click()
      await agent.getByPlaceholder('搜索问题或答案').fill('游泳馆')
      await agent.getByPlaceholder('搜索问题或答案').press('Enter')
      await agent.locator('tr', { hasText: QUESTION }).getByText('相似问法：游泳馆可以带朋友吗').waitFor()
      await screenshot(agent, 'console-desk-knowledge-1280')
      assert.equal(await agent.evaluate(() => window.deskMarker), 'not reloaded')
      assert.deepEqual(agent.problems, [])
    })

    await explainFailure(student, 'console-desk-student-again', async () => {
      await student.getByText('返回机器人').click()
      await ask(student, QUESTION)
      await student.getByText(ANSWER).waitFor({ timeout: 10000 })
      await student.getByText(ANSWER).scrollIntoViewIfNeeded()
      await screenshot(student, 'console-desk-robot-answers-375')
      assert.deepEqual(student.errors, [])
    })

    const narrow = await robotPage(320)
    await explainFailure(narrow, 'console-desk-student-320', async () => {
      await ask(narrow, '游泳馆可以带朋友吗')
      await narrow.getByText(ANSWER).last().waitFor({ timeout: 10000 })
      await narrow.getByText(ANSWER).last().scrollIntoViewIfNeeded()
      await screenshot(narrow, 'console-desk-robot-answers-320')
      assert.deepEqual(narrow.errors, [])
    })
  })
})
