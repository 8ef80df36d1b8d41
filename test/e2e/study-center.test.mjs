// The study centre (学习中心, 教学课程) in the browser, against the reference server with demo data:
// a student plays a video lesson, the position is saved, and coming back through 继续学习 resumes there;
// a teacher uploads a material to a course → the student sees it as new until opening the course.
// Screens at 375 px and 320 px. Run after an H5 build: node --test test/e2e/study-center.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const STUDY = '/study-center/pages/studyCenter/studyCenter'
const TEACHING = '/study-center/pages/studyCenter/teachingCourse'
/** A minimal PDF (the server recognises uploads by their bytes). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

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
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

/** The lesson's <video> once its metadata is loaded: {currentTime, duration}. */
async function videoState(page) {
  const video = page.getByTestId('lesson-view').locator('video')
  await video.waitFor({ state: 'attached' })
  return video.evaluate(async (element) => {
    if (element.readyState < 1) await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }))
    return { currentTime: element.currentTime, duration: element.duration }
  })
}

describe('study centre', () => {
  it('a student’s video lesson saves where it stopped and 继续学习 resumes there', async () => {
    const { page, token } = await openAs('2026001', STUDY)
    await page.getByTestId('study-overview').waitFor()
    await page.getByTestId('study-courses').getByText('数据结构').waitFor()
    await screenshot(page, 'study-center-overview-375')
    await noOverflow(page, 375)

    await page.getByTestId('study-courses').getByText('数据结构').click()
    await page.getByTestId('course-view').waitFor()
    await page.getByTestId('course-lessons').getByText('第0章 课程导学').click()
    await page.getByTestId('lesson-view').waitFor()
    const start = await videoState(page)
    assert.ok(start.duration > 15, `video duration ${start.duration}`)
    assert.equal(start.currentTime, 0)

    // Playback reaches 0:12 (driven through the element): the position is saved as it plays.
    const saved = page.waitForResponse((res) => res.url().includes('/portal-api/v1/study/progress') && res.request().method() === 'POST')
    await page
      .getByTestId('lesson-view')
      .locator('video')
      .evaluate((element) => {
        element.currentTime = 12
      })
    const answer = await (await saved).json()
    assert.equal(answer.data.positionSeconds, 12)
    assert.ok(answer.data.percent >= 55 && answer.data.percent <= 65, `percent ${answer.data.percent}`)
    await page.getByTestId('lesson-progress').getByText('学到 0:12').waitFor()
    await screenshot(page, 'study-center-lesson-375')
    await noOverflow(page, 375)

    // Leave, come back through the overview: 继续学习 names the lesson and opens it at 0:12.
    await page.goto(server.url + STUDY)
    const resume = page.getByTestId('study-resume')
    await resume.getByText('第0章 课程导学').waitFor()
    await resume.getByText('学到 0:12').waitFor()
    await resume.click()
    await page.getByTestId('lesson-view').waitFor()
    await page.getByText('已从上次看到的 0:12 处继续播放').waitFor()
    const resumed = await videoState(page)
    assert.ok(Math.abs(resumed.currentTime - 12) < 1, `resumed at ${resumed.currentTime}`)

    // The course list shows the progress too.
    const overview = await fetch(`${server.url}/portal-api/v1/study/overview`, { headers: { 'X-Id-Token': token } }).then((r) => r.json())
    assert.equal(overview.data.resume.positionSeconds, 12)
    await page.context().close()

    const narrow = await openAs('2026001', STUDY, 320)
    await narrow.page.getByTestId('study-resume').waitFor()
    await screenshot(narrow.page, 'study-center-overview-320')
    await noOverflow(narrow.page, 320)
    await narrow.page.getByTestId('study-resume').click()
    await narrow.page.getByTestId('lesson-view').waitFor()
    await videoState(narrow.page)
    await screenshot(narrow.page, 'study-center-lesson-320')
    await noOverflow(narrow.page, 320)
    await narrow.page.context().close()
  })

  it('a teacher uploads a material → the student sees it as new until opening the course', async () => {
    const teacher = await openAs('t1001', TEACHING)
    await teacher.page.getByTestId('teaching-lists').getByText('软件工程导论').click()
    await teacher.page.getByTestId('teaching-course').waitFor()
    await teacher.page.getByTestId('student-2026001').getByText('李明').waitFor()
    const chooser = teacher.page.waitForEvent('filechooser')
    await teacher.page.getByTestId('material-upload').click()
    await (await chooser).setFiles({ name: '第6讲 软件架构.pdf', mimeType: 'application/pdf', buffer: PDF })
    await teacher.page.getByTestId('teaching-materials').getByText('第6讲 软件架构.pdf').waitFor()
    await screenshot(teacher.page, 'study-center-teaching-375')
    await noOverflow(teacher.page, 375)
    await teacher.page.context().close()

    const narrowTeacher = await openAs('t1001', TEACHING, 320)
    await narrowTeacher.page.getByTestId('teaching-lists').getByText('软件工程导论').click()
    await narrowTeacher.page.getByTestId('class-progress').waitFor()
    await screenshot(narrowTeacher.page, 'study-center-teaching-320')
    await noOverflow(narrowTeacher.page, 320)
    await narrowTeacher.page.context().close()

    const student = await openAs('2026001', STUDY)
    const fresh = student.page.getByTestId('study-new-materials')
    await fresh.getByText('第6讲 软件架构.pdf').waitFor()
    await screenshot(student.page, 'study-center-new-material-375')
    await student.page.getByTestId('study-courses').getByText('软件工程导论').click()
    const material = student.page.getByTestId('course-materials').locator('.st-row', { hasText: '第6讲 软件架构.pdf' })
    await material.getByText('新').waitFor()
    await screenshot(student.page, 'study-center-course-375')
    await noOverflow(student.page, 375)
    // Opened once: no longer new.
    await student.page.goto(server.url + STUDY)
    await student.page.getByTestId('study-overview').waitFor()
    assert.equal(await student.page.getByTestId('study-new-materials').getByText('第6讲 软件架构.pdf').count(), 0)
    await student.page.context().close()
  })

  it('a student opening 教学课程 sees the courses they take; text and document lessons; a bad link is refused', async () => {
    const { page } = await openAs('2026001', TEACHING)
    await page.getByTestId('teaching-lists').getByText('我选修的课程').waitFor()
    await page.getByTestId('teaching-lists').getByText('数据结构').waitFor()
    // A text lesson is marked learnt; a document lesson opens its PDF in the previewer (the web view page).
    await page.goto(server.url + STUDY)
    await page.getByTestId('study-courses').getByText('软件工程导论').click()
    await page.getByTestId('course-lessons').getByText('第3讲 敏捷开发与 Scrum').click()
    await page.getByTestId('lesson-done').click()
    await page.getByTestId('lesson-progress').getByText('已学完').waitFor()
    await page.goBack()
    await page.getByTestId('course-lessons').locator('.st-row', { hasText: '第3讲 敏捷开发与 Scrum' }).getByText('已学完').waitFor()
    await page.getByTestId('course-lessons').getByText('第2讲 需求工程').click()
    const previewed = page.waitForResponse(
      (res) => res.url().includes('/portal-api/v1/study/progress') && res.request().method() === 'POST',
    )
    await page.getByTestId('lesson-preview').click()
    await page.waitForURL(/webview/)
    assert.equal((await (await previewed).json()).data.percent, 50)
    await page.goto(server.url + `${STUDY}?courseId=abc`)
    await page.getByText('链接参数有误').waitFor()
    await page.context().close()
  })
})
