// Issue 31: every page that takes a record id answers when the id is missing, not a number (`abc`), negative (`-1`) or names
// nothing, and shows its not-found (or, where the id is optional, its list/new) state. A NaN id once re-ran a page's loader
// after every render under Preact and froze the tab; route ids now go through parseRouteId (src/lib/route-id.ts).
// Run after an H5 build: node --test test/e2e/route-ids.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { explainFailure, launchBrowser, newPhonePage, ROOT, signIn, startServer } from './harness.mjs'

const UNKNOWN = '2147483000'
const CASES = { none: undefined, text: 'abc', negative: '-1', unknown: UNKNOWN }

/** What each case shows: a text, or a per-case map (`ok`: a text the page shows when the id is optional and absent). */
const service = '服务不存在或您无权使用'
const application = '申请不存在或无权查看'
const event = '日程不存在或已删除'
const calendar = '日历不存在或已删除'
const news = '资讯不存在或已下线'
const badStudyLink = '链接参数有误'
const ROUTES = [
  { name: 'newsDetail', path: 'pagesA/news/detail', param: 'id', expect: news },
  { name: 'newsDetailDz', path: 'pagesA/news/detail_dz', param: 'id', expect: news },
  { name: 'newsVideo', path: 'pagesA/news/video', param: 'id', expect: news },
  { name: 'applicationDetail', path: 'msgCenter/pages/task/applicationDetail', param: 'id', expect: application },
  { name: 'applicationDetail', path: 'msgCenter/pages/task/applicationDetail?id=' + UNKNOWN, param: 'circulationId', expect: application },
  { name: 'doneDetail', path: 'msgCenter/pages/task/doneDetail', param: 'id', expect: application },
  { name: 'handleRecord', path: 'msgCenter/pages/task/handleRecord', param: 'id', expect: application },
  { name: 'personalDetail', path: 'msgCenter/pages/task/personalDetail', param: 'id', expect: '待办不存在或已被删除' },
  // The id only links the new schedule to its message or task: the form opens whatever it is.
  { name: 'newsAddSchedule', path: 'msgCenter/pages/schedule/newsAddSchedule', param: 'id', expect: '开始时间' },
  { name: 'taskAddSchedule', path: 'msgCenter/pages/schedule/taskAddSchedule', param: 'id', expect: '开始时间' },
  { name: 'messageDetail', path: 'pagesA/message/detail', param: 'id', expect: '消息不存在或已被删除' },
  { name: 'serviceGuide', path: 'pages/service/serviceGuide', param: 'serviceId', expect: service },
  { name: 'newGuide', path: 'pages/service/newGuide', param: 'serviceId', expect: service },
  { name: 'serviceEvaluate', path: 'pages/service/evaluate', param: 'serviceId', expect: service },
  { name: 'calendarDetail', path: 'pages/shedul/calendarDetail', param: 'id', expect: calendar },
  { name: 'editCalendar', path: 'pages/shedul/editCalendar', param: 'id', expect: calendar },
  { name: 'shedulDetail', path: 'pages/shedul/shedulDetail', param: 'id', expect: event },
  { name: 'creatShedul', path: 'pages/shedul/creatShedul', param: 'id', expect: { none: '全天', other: event } },
  {
    name: 'sendResult',
    path: 'msgCenter/pages/onlineSend/sendResult',
    param: 'id',
    expect: { none: /已发送|还没有发送过消息/, other: '发送记录不存在' },
  },
  {
    name: 'studyCenter',
    path: 'study-center/pages/studyCenter/studyCenter',
    param: 'courseId',
    expect: { none: '我的课程', unknown: '课程不存在', other: badStudyLink },
  },
  {
    name: 'studyCenter',
    path: 'study-center/pages/studyCenter/studyCenter',
    param: 'lessonId',
    expect: { none: '我的课程', unknown: '课时不存在', other: badStudyLink },
  },
  {
    name: 'teachingCourse',
    path: 'study-center/pages/studyCenter/teachingCourse',
    param: 'courseId',
    expect: { none: '我选修的课程', unknown: '课程不存在', other: badStudyLink },
  },
  {
    name: 'gonggaoList',
    path: 'pages/secondWork/gonggao/gonggaoList',
    param: 'id',
    expect: { none: '没有更多了', other: /公告不存在|不存在/ },
  },
  { name: 'gonggaoSet', path: 'pages/secondWork/gonggao/gonggaoSet', param: 'id', expect: { none: '公告', other: '公告不存在或已删除' } },
  { name: 'secondWorkShedulDetail', path: 'pages/secondWork/schedule/shedulDetail', param: 'id', expect: event },
  { name: 'secondWorkEditSchedul', path: 'pages/secondWork/schedule/editSchedul', param: 'id', expect: event },
]
// Ids that select rather than name a record: a bad one falls back to the unfiltered view.
const FILTERS = [
  { name: 'messageEntry', path: 'pagesA/message/entry', param: 'appId', expect: '全部已读' },
  { name: 'secondWorkNews', path: 'pages/secondWork/news/news', param: 'columnId', expect: '全部' },
]

let server
let browser
let page

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  page = await newPhonePage(browser)
  await signIn(page, server.url, '2026001')
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

function addressOf(route, value) {
  const [base, query] = route.path.split('?')
  const search = new URLSearchParams(query)
  if (value !== undefined) search.set(route.param, value)
  const text = search.toString()
  return `/${base}${text ? `?${text}` : ''}`
}

function expected(route, kase) {
  const e = route.expect
  if (typeof e === 'string' || e instanceof RegExp) return e
  return e[kase] ?? e.other
}

/** Opens the address; the page must answer a script within 5 s, show `text` within 15 s, and then stop changing. */
async function opensAndSettles(address, text) {
  await page.goto(server.url + address)
  const answered = await Promise.race([page.evaluate(() => 'answered'), new Promise((r) => setTimeout(() => r('stuck'), 5000))])
  assert.equal(answered, 'answered', `${address}: the page did not answer a script within 5 s`)
  await page.locator('.taro_page:not([style*="display: none"])').getByText(text).first().waitFor({ timeout: 15000 })
  // A loader that re-runs after every render keeps rewriting the page; a settled one (after late images and times) writes
  // next to nothing more.
  await page.waitForTimeout(500)
  const mutations = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let count = 0
        const observer = new MutationObserver((records) => (count += records.length))
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          resolve(count)
        }, 1000)
      }),
  )
  assert.ok(mutations < 20, `${address}: the page kept changing after it showed ${text} (${mutations} DOM mutations in 1 s)`)
}

describe('route ids (issue 31)', () => {
  it('every route that takes a record id is covered here', () => {
    const table = fs.readFileSync(path.join(ROOT, 'src/routes/route-table.ts'), 'utf8')
    const withIds = new Set()
    for (const m of table.matchAll(/(\w+): \{\s*path: '([^']+)'[^}]*?(?:params|allowedParams): \[([^\]]*)\]/g)) {
      if (/'(id|\w+Id)'/.test(m[3])) withIds.add(m[1])
    }
    const covered = new Set([...ROUTES, ...FILTERS].map((r) => r.name))
    assert.deepEqual([...withIds].filter((n) => !covered.has(n)).sort(), [])
  })

  for (const route of [...ROUTES, ...FILTERS]) {
    it(`${route.path.split('?')[0]} with ${route.param} missing, abc, -1 and unknown`, async () => {
      for (const [kase, value] of Object.entries(CASES)) {
        const address = addressOf(route, value)
        await explainFailure(page, `route-ids-${route.name}-${route.param}-${kase}`, () => opensAndSettles(address, expected(route, kase)))
      }
      assert.deepEqual(page.errors, [])
    })
  }
})
