// 服务目录 in the operator console (issue 35) at 1280×800: a 服务管理员 creates a draft service (a foreign address and a
// taken service number are refused under their fields), publishes it, and a student sees it in the H5 service centre
// (375 px); the operator puts 成绩查询 into 维护中 with a message, the student sees the message in the service centre and
// in the service search, then 恢复 brings the service back. 评价管理 hides an evaluation; 服务分类 reorders. Two operators
// saving one service: the later is refused (重新加载 / 继续编辑) and nothing it typed is lost. An editor
// sees no 服务目录. Needs the console build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  // 王芳 (t1001) is made 服务管理员 by the 全局管理员.
  const adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
  await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't1001', roleCode: 'service_admin' })
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** antd puts a space between the two characters of a two-character button label (发 布). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)
/** A glyph icon the portal serves (the seed's 图书借阅 icon). */
const ICON = '/portal-api/v1/cms/images/glyph-green-56fe.png'
const NOTICE = '成绩系统升级中，预计今晚 22:00 恢复。'
const modalBox = (page) => page.locator('.taro-modal__content').filter({ visible: true })

async function studentPage(width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 812 } })
  await signIn(page, server.url, '2026001')
  return page
}

/** Lets a dialog's opening animation finish before a screenshot. */
const settled = (page) => page.waitForTimeout(500)

/** The service centre's 全部服务 grid item of `name` (categories list every service the student sees). */
const gridItem = (page, name) => page.locator('.service-grid__item', { hasText: name }).last()

async function openServiceCentre(page) {
  await page.goto(server.url + '/pages/tab/service/index')
  await page.locator('.service-grid__item').first().waitFor()
}

describe('operator console: 服务目录', () => {
  it('a 服务管理员 creates a draft, publishes it (the student sees it), puts 成绩查询 into 维护中 and restores it', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-services', async () => {
      await consoleAs(page, server.url, '/services', 't1001')
      await page.locator('tr', { hasText: '成绩查询' }).first().waitFor()
      assert.equal(await page.getByRole('menuitem', { name: '资讯' }).count(), 0, '服务管理员 sees no 资讯')
      await page.getByRole('menuitem', { name: '服务分类' }).waitFor()
      await page.getByRole('menuitem', { name: '评价管理' }).waitFor()
      await screenshot(page, 'console-services-list-1280')

      await page.getByRole('button', { name: '新建服务' }).click()
      await page.waitForURL(/\/admin\/services\/new$/)
      await page.locator('#serviceName').fill('档案借阅预约')
      await page.locator('#serviceNo').fill('FW0002')
      await page.locator('#categoryCode').click()
      await page.locator('.ant-select-item-option', { hasText: '教务服务' }).click()
      await page.locator('#serviceSource').fill('档案馆')
      await page.locator('#desc').fill('预约借阅学校档案馆的馆藏档案。')
      await page
        .locator('.ant-form-item', { has: page.locator('label[for="iconUrl"]') })
        .getByPlaceholder('上传文件，或填写本站 / 允许域名下的地址')
        .fill(ICON)
      await page.locator('#loadPath').fill('https://evil.example.com/app')
      await page.getByRole('button', { name: '保存为草稿' }).click()
      await page.getByText('访问地址须为本站路径（以 / 开头）或允许域名下的网址').waitFor()
      await page.locator('#loadPath').fill('/demo-apps/grades')
      await page.getByRole('button', { name: '保存为草稿' }).click()
      await page.getByText('服务编号 FW0002 已被使用').waitFor()
      await page.locator('#serviceNo').fill('DA0001')
      await page.getByRole('button', { name: '保存为草稿' }).click()
      await page.waitForURL(/\/admin\/services\/\d+$/)
      await page.locator('.ant-page-header-heading-tags, .ant-pro-page-container-tags', { hasText: '草稿' }).first().waitFor()
      await screenshot(page, 'console-service-draft-1280')
      await page.locator('.ant-card', { hasText: '打开方式（engineType）' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'console-service-draft-hand-off-1280')
      await page.getByRole('button', { name: '添加附件' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'console-service-draft-guide-1280')

      // A draft reaches no student.
      const student = await studentPage()
      await openServiceCentre(student)
      assert.equal(await student.locator('.service-grid__item', { hasText: '档案借阅预约' }).count(), 0, 'a draft is not listed')

      await page.getByRole('button', { name: label('发布') }).click()
      const confirm = page.locator('.ant-modal-confirm', { hasText: '发布「档案借阅预约」？' })
      await confirm.getByText('可见范围内的用户即可在服务中心').waitFor()
      await settled(page)
      await screenshot(page, 'console-service-publish-confirm-1280')
      await confirm.getByRole('button', { name: label('发布') }).click()
      await page.getByText('「档案借阅预约」已发布').waitFor()
      await confirm.waitFor({ state: 'detached' })
      await page.locator('.ant-pro-page-container-tags, .ant-page-header-heading-tags', { hasText: '已发布' }).first().waitFor()
      await screenshot(page, 'console-service-published-1280')

      await openServiceCentre(student)
      await gridItem(student, '档案借阅预约').waitFor()
      await gridItem(student, '档案借阅预约').scrollIntoViewIfNeeded()
      await screenshot(student, 'console-services-student-sees-new-375')

      // 成绩查询 into 维护中: the dialog asks for the message users will see.
      await page.getByRole('button', { name: '返回列表' }).click()
      await page.waitForURL(/\/admin\/services$/)
      const row = page.locator('tr', { hasText: 'FW0002' })
      await row.getByText('维护', { exact: true }).click()
      const dialog = page.locator('.ant-modal-content', { hasText: '维护「成绩查询」' })
      await dialog.getByRole('button', { name: '设为维护中' }).click()
      await dialog.getByText('请填写维护说明').waitFor()
      await dialog.locator('#notice').fill(NOTICE)
      await dialog.getByText('请填写维护说明').waitFor({ state: 'detached' })
      await screenshot(page, 'console-service-maintain-1280')
      await dialog.getByRole('button', { name: '设为维护中' }).click()
      await row.getByText('维护中').waitFor()
      await dialog.waitFor({ state: 'hidden' })
      await screenshot(page, 'console-service-maintenance-1280')

      // The student: the service centre marks it 维护中 and opening it shows the message; so does the service search.
      for (const width of [375, 320]) {
        const phone = width === 375 ? student : await studentPage(320)
        await openServiceCentre(phone)
        const grades = gridItem(phone, '成绩查询')
        await grades.getByText('维护中').waitFor()
        await grades.click()
        await modalBox(phone).getByText('服务维护中').waitFor()
        await modalBox(phone).getByText(NOTICE).waitFor()
        await settled(phone)
        await screenshot(phone, `console-services-student-maintenance-${width}`)
        await answerModal(phone, '知道了')
        if (phone !== student) await phone.context().close()
      }
      await student.goto(server.url + '/pages/service/search')
      const screen = student.locator('.taro_page', { has: student.getByPlaceholder('服务名称、拼音首字母或部门') })
      await screen.locator('.nut-searchbar input').fill('成绩查询')
      const hit = screen.getByTestId('search-results').locator('.service-row', { hasText: '成绩查询' }).first()
      await hit.getByText('维护中').waitFor()
      await hit.click()
      await modalBox(student).getByText(NOTICE).waitFor()
      await settled(student)
      await screenshot(student, 'console-services-student-search-maintenance-375')
      await answerModal(student, '知道了')
      // The share landing says so before 立即使用.
      const token = await signIn(student, server.url, '2026001')
      const gradesId = (await apiData(server.url, token, '/portal-api/v1/service/catalogue')).services.find(
        (service) => service.serviceName === '成绩查询',
      ).serviceId
      const shareInfo = encodeURIComponent(JSON.stringify({ serviceId: gradesId, serviceName: '成绩查询', inviter: '王芳' }))
      await student.goto(`${server.url}/pages/service/serviceShare?serviceInfo=${shareInfo}`)
      const landing = student.getByTestId('service-share')
      await landing.getByText(`维护中 · ${NOTICE}`).waitFor()
      const use = await student.getByTestId('share-use').boundingBox()
      assert.ok(use.x + use.width <= 375, `立即使用 fits the screen (right edge ${use.x + use.width})`)
      await settled(student)
      await screenshot(student, 'console-services-student-share-maintenance-375')

      // 恢复: confirmed, the tag is 已发布 again and the student no longer meets the message.
      await row.getByText('恢复', { exact: true }).click()
      const restore = page.locator('.ant-modal-confirm', { hasText: '恢复「成绩查询」？' })
      await restore.getByRole('button', { name: label('恢复') }).click()
      await page.getByText('「成绩查询」已恢复').waitFor()
      await row.getByText('已发布').waitFor()
      await screenshot(page, 'console-service-restored-1280')
      await openServiceCentre(student)
      await gridItem(student, '成绩查询').waitFor()
      assert.equal(await gridItem(student, '成绩查询').getByText('维护中').count(), 0, 'restored: no 维护中')
      assert.deepEqual(student.errors, [])
      await student.context().close()
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('评价管理 hides an abusive evaluation with a reason (its author sees why, others no longer); 服务分类 reorders', async () => {
    const studentToken = await signIn(await newPhonePage(browser), server.url, '2026001')
    const otherToken = await signIn(await newPhonePage(browser), server.url, '2026002')
    const catalogue = await apiData(server.url, studentToken, '/portal-api/v1/service/catalogue')
    const timetable = catalogue.services.find((service) => service.serviceName === '课表查询')
    await apiData(server.url, studentToken, '/portal-api/v1/service/evaluate', {
      serviceId: timetable.serviceId,
      stars: 1,
      content: '垃圾系统，一群废物',
    })
    const evaluations = (token) => apiData(server.url, token, `/portal-api/v1/service/evaluations?serviceId=${timetable.serviceId}`)

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-service-evaluations', async () => {
      await consoleAs(page, server.url, '/service-evaluations', 't1001')
      await page.getByText('请选择要管理评价的服务').waitFor()
      await page.getByRole('combobox').fill('课表')
      await page.locator('.ant-select-item-option', { hasText: '课表查询（FW0001）' }).click()
      const row = page.locator('tr', { hasText: '一群废物' })
      await row.getByText('李明').waitFor()
      await row.getByText('隐藏', { exact: true }).click()
      const dialog = page.locator('.ant-modal-content', { hasText: '隐藏原因' })
      await dialog.locator('#reason').fill('含有辱骂内容')
      await settled(page)
      await screenshot(page, 'console-service-evaluation-hide-1280')
      await dialog.getByRole('button', { name: label('隐藏') }).click()
      await row.getByText('已隐藏：含有辱骂内容').waitFor()
      await dialog.waitFor({ state: 'detached' })
      await screenshot(page, 'console-service-evaluations-1280')
      assert.deepEqual(page.problems, [])

      const own = (await evaluations(studentToken)).items.find((item) => item.mine)
      assert.equal(own.content, '已被管理员隐藏：含有辱骂内容')
      assert.ok(!(await evaluations(otherToken)).items.some((item) => item.content.includes('废物')))

      await page.getByRole('menuitem', { name: '服务分类' }).click()
      const first = page.locator('tbody tr').first()
      await first.getByText('教务服务').waitFor()
      await first.getByRole('button', { name: '下移' }).click()
      await page.getByText('已保存排序').waitFor()
      await page.locator('tbody tr').nth(1).getByText('教务服务').waitFor()
      await screenshot(page, 'console-service-categories-1280')
      const after = await apiData(server.url, studentToken, '/portal-api/v1/service/catalogue')
      assert.equal(after.categories[1].name, '教务服务', 'the service centre follows the order')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('two operators edit one service: the later save is refused without losing its text, 重新加载 shows the first', async () => {
    const studentToken = await signIn(await newPhonePage(browser), server.url, '2026001')
    const catalogue = await apiData(server.url, studentToken, '/portal-api/v1/service/catalogue')
    const library = catalogue.services.find((service) => service.serviceName === '图书借阅')
    const first = await desktopPage(browser)
    const second = await desktopPage(browser)
    await explainFailure(second, 'console-service-stale-edit', async () => {
      for (const page of [first, second]) {
        await consoleAs(page, server.url, `/services/${library.serviceId}`, 't1001')
        await page.locator('#serviceSource').waitFor()
      }
      await first.locator('#serviceSource').fill('图书馆流通部')
      await first.getByRole('button', { name: label('保存') }).click()
      await first.getByText('已保存', { exact: true }).waitFor()

      await second.locator('#desc').fill('第二位管理员写的简介。')
      await second.getByRole('button', { name: label('保存') }).click()
      const stale = second.locator('.ant-modal-confirm', { hasText: '服务已被他人修改' })
      await stale.getByText('您这次的修改不会保存').waitFor()
      await settled(second)
      await screenshot(second, 'console-service-stale-edit-1280')
      await stale.getByRole('button', { name: '继续编辑' }).click()
      await stale.waitFor({ state: 'detached' })
      assert.equal(await second.locator('#desc').inputValue(), '第二位管理员写的简介。', '继续编辑 keeps what was typed')

      await second.getByRole('button', { name: label('保存') }).click()
      await stale.getByRole('button', { name: '重新加载' }).click()
      await stale.waitFor({ state: 'detached' })
      await second.waitForFunction(() => document.querySelector('#serviceSource')?.value === '图书馆流通部')
      assert.notEqual(await second.locator('#desc').inputValue(), '第二位管理员写的简介。')
      const detail = await apiData(server.url, studentToken, `/portal-api/v1/service/detail?serviceId=${library.serviceId}`)
      assert.equal(detail.service.serviceSource, '图书馆流通部', 'the first save stands')
      assert.notEqual(detail.service.desc, '第二位管理员写的简介。', 'the refused save wrote nothing')
      assert.deepEqual(first.problems, [])
    })
    await first.context().close()
    await second.context().close()
  })

  it('an editor sees no 服务目录 and is told the page is not for their role', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-services-editor', async () => {
      await consoleAs(page, server.url, '/services', 'editor')
      await page.getByText('该页面不存在，或当前角色无权查看。').waitFor()
      assert.equal(await page.getByRole('menuitem', { name: '服务目录' }).count(), 0)
      await screenshot(page, 'console-services-editor-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })
})
