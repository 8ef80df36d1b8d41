import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

const API = '/portal-api/v1/secondWork'

describe('announcement rich text: sanitised on save with the news sanitiser', () => {
  let t: TestApp
  let publisher: string
  let student: string
  before(async () => {
    t = await createTestApp()
    publisher = await loginToken(t.app, 't3101')
    student = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  it('keeps the editor’s formatting and uploaded images; strips <script>, onerror= and javascript: links', async () => {
    const image = '/portal-api/v1/files/7a0c3f8e-8d7e-4c5b-9a55-1f1c5b9d2e11'
    const dirty = [
      '<h2>报名须知</h2>',
      '<p><strong>截止时间</strong>：<em>本周五</em><script>alert(document.cookie)</script></p>',
      '<ol><li>填写报名表</li><li>交到学院办公室</li></ol>',
      '<ul><li>携带学生证</li></ul>',
      `<p><img src="${image}" alt="报名流程"><img src="x" onerror="alert(1)"></p>`,
      '<p><a href="https://www.example.edu/apply">报名系统</a> <a href="javascript:alert(1)">点这里</a></p>',
      '<p onmouseover="alert(2)">结束</p>',
    ].join('')
    const saved = data(
      await call(t.app, 'POST', `${API}/announcement/save`, {
        token: publisher,
        body: { code: 'sfdx-cs', title: '竞赛报名通知', content: dirty, audience: [], pinned: false },
      }),
    )
    const read = data(await call(t.app, 'GET', `${API}/announcement/detail`, { token: student, query: { id: String(saved.id) } }))
    for (const html of [saved.content, read.content]) {
      assert.doesNotMatch(html, /<script|alert|onerror|onmouseover|javascript:/i)
      assert.match(html, /<h2>报名须知<\/h2>/)
      assert.match(html, /<strong>截止时间<\/strong>：<em>本周五<\/em>/)
      assert.match(html, /<ol><li>填写报名表<\/li><li>交到学院办公室<\/li><\/ol><ul><li>携带学生证<\/li><\/ul>/)
      assert.ok(html.includes(`<img src="${image}" alt="报名流程" />`), html)
      assert.match(html, /<a href="https:\/\/www\.example\.edu\/apply" target="_blank" rel="noopener noreferrer">报名系统<\/a>/)
      assert.match(html, /<a>点这里<\/a>/)
    }
    assert.equal(saved.summary, '报名须知 截止时间：本周五 填写报名表 交到学院办公室 携带学生证 报名系统 点这里 结束')
  })
})
