// The operator console (/admin/, issue 33) in a desktop browser at 1280×800 against the built console (dist-admin,
// `npm run build:admin`) served by the reference server: sign-in through the portal's CAS, an editor publishes and
// withdraws an article that the portal's news API shows and then drops, a student gets 无管理权限.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { DEMO_PASSWORD, explainFailure, launchBrowser, screenshot, startServer } from './harness.mjs'
import { desktopPage, signOnAs } from './console-pages.mjs'

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

/** An id token from the token service (for calls made outside the page). */
async function passwordToken(username) {
  const query = new URLSearchParams({ username, password: DEMO_PASSWORD })
  const answer = await (await fetch(`${server.url}/token-service/password/passwordLogin?${query}`, { method: 'POST' })).json()
  assert.ok(answer.data?.idToken, JSON.stringify(answer))
  return answer.data.idToken
}

/** A console call outside the page (GET, or a JSON POST with `body`); returns `data`. */
async function consoleCall(token, path, body) {
  const response = await fetch(server.url + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-id-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = await response.json()
  assert.equal(answer.code, 0, JSON.stringify(answer))
  return answer.data
}

/** Ids of the portal's published news, as the H5 news list reads them. */
async function portalNewsIds() {
  const answer = await (await fetch(`${server.url}/portal-api/v1/cms/mobile/content/list?pageSize=50`)).json()
  assert.equal(answer.code, 0)
  return answer.data.items.map((item) => item.id)
}

describe('operator console', () => {
  it('an editor signs in through CAS, creates and publishes an article (the portal shows it), meets a stale edit, withdraws it (gone)', async () => {
    const page = await desktopPage(browser)
    const scripts = new Map()
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && response.ok())
        scripts.set(response.url(), await response.body().catch(() => Buffer.alloc(0)))
    })
    await explainFailure(page, 'console-editor', async () => {
      await page.goto(`${server.url}/admin/`)
      await signOnAs(page, 'editor')
      await page.getByText('刘洋，您好').waitFor()
      await page.getByText('草稿资讯').waitFor()
      const gzip = [...scripts.values()].reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0)
      console.log(`console JS for sign-in → dashboard: ${scripts.size} scripts, ${(gzip / 1024).toFixed(1)} KB gzip`)
      assert.ok(gzip <= 350 * 1024, `console JS ${gzip} bytes gzip > 350 KB`)
      await page
        .getByRole('menuitem', { name: '操作日志' })
        .waitFor({ state: 'detached', timeout: 1000 })
        .catch(() => {})
      assert.equal(await page.getByRole('menuitem', { name: '操作日志' }).count(), 0, '内容编辑 sees no 操作日志')
      await screenshot(page, 'console-dashboard-1280')

      await page.getByRole('button', { name: '新建资讯' }).click()
      await page.waitForURL(/\/admin\/articles\/new$/)
      await page.locator('#title').fill('运营后台发布测试：图书馆开放时间调整')
      await page.locator('#columnId').click()
      await page.locator('.ant-select-item-option').first().click()
      await page.locator('#releaseDeptName').fill('图书馆')
      const body = page.locator('.console-rich-text')
      await body.click()
      await page.keyboard.type('自下周一起，图书馆开放时间调整为 8:00–22:00。')
      await page.getByRole('button', { name: '加粗' }).hover()
      await screenshot(page, 'console-article-edit-1280')
      await page.getByRole('button', { name: '保存并发布' }).click()
      await page.getByText('已发布，门户即时可见').waitFor()
      await page.waitForURL(/\/admin\/articles\/\d+$/)
      const id = Number(new URL(page.url()).pathname.split('/').pop())
      assert.ok((await portalNewsIds()).includes(id), 'published: in the portal news list at once')
      const detail = await (await fetch(`${server.url}/portal-api/v1/cms/mobile/content/detail?id=${id}`)).json()
      assert.match(detail.data.content, /图书馆开放时间调整为 8:00–22:00/)

      // Someone else saves meanwhile: the editor's save is refused and the page offers the newer copy.
      const adminToken = await passwordToken('admin')
      const current = await consoleCall(adminToken, `/admin-api/v1/cms/articles/detail?id=${id}`)
      await consoleCall(adminToken, '/admin-api/v1/cms/articles/save', {
        id,
        updatedAt: current.updatedAt,
        columnId: current.columnId,
        title: '运营后台发布测试：图书馆开放时间（管理员修订）',
        releaseDeptName: current.releaseDeptName,
        content: current.content,
      })
      await page.locator('#title').fill('运营后台发布测试：编辑的旧副本')
      await page.getByRole('button', { name: '保存并更新' }).click()
      await page.locator('.ant-modal-confirm-title', { hasText: '资讯已被他人修改' }).waitFor()
      await screenshot(page, 'console-stale-edit-1280')
      await page.getByRole('button', { name: '重新加载' }).click()
      await page.waitForFunction(() => document.querySelector('#title')?.value === '运营后台发布测试：图书馆开放时间（管理员修订）')

      await page.getByRole('button', { name: '返回列表' }).click()
      const row = page.locator('tr', { hasText: '运营后台发布测试' })
      await row.getByText('已发布').waitFor()
      await screenshot(page, 'console-article-list-1280')
      await row.getByText('撤回').click()
      await page.getByText('已撤回，门户不再显示').waitFor()
      await row.getByText('已撤回').waitFor()
      assert.ok(!(await portalNewsIds()).includes(id), 'withdrawn: gone from the portal news list')
      const gone = await (await fetch(`${server.url}/portal-api/v1/cms/mobile/content/detail?id=${id}`)).json()
      assert.equal(gone.code, 404)

      await page.getByRole('menuitem', { name: '栏目' }).click()
      await page.getByRole('columnheader', { name: '门户显示' }).waitFor()
      await screenshot(page, 'console-columns-1280')
      assert.deepEqual(page.problems, [])
    })
  })

  it('全局管理员 sees the 操作日志 with the editor’s writes', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-audit', async () => {
      await page.goto(`${server.url}/admin/audit`)
      await signOnAs(page, 'admin')
      await page.getByRole('cell', { name: '刘洋（editor）' }).first().waitFor()
      assert.ok((await page.getByRole('cell', { name: '撤回' }).count()) >= 1)
      await screenshot(page, 'console-audit-1280')
      assert.deepEqual(page.problems, [])
    })
  })

  it('animates for an operator with no motion preference and not at all for one whose system asks for reduced motion', async () => {
    const durations = {}
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const page = await desktopPage(browser, { reducedMotion })
      await page.goto(`${server.url}/admin/audit`)
      await signOnAs(page, 'admin')
      const button = page.locator('.ant-btn').first()
      await button.waitFor()
      durations[reducedMotion] = await button.evaluate((element) => getComputedStyle(element).transitionDuration)
      await page.context().close()
    }
    assert.notEqual(durations['no-preference'], '0s')
    assert.equal(durations.reduce, '0s')
  })

  it('a student opening /admin/ sees 无管理权限, and can sign out to switch accounts', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-student', async () => {
      await page.goto(`${server.url}/admin/`)
      await signOnAs(page, '2026001')
      await page.getByText('无管理权限').waitFor()
      assert.equal(await page.getByRole('menu').count(), 0)
      await screenshot(page, 'console-no-access-1280')
      assert.deepEqual(page.problems, [])
      // 换个账号登录 ends the sign-on session: the sign-on asks for a password again instead of coming straight back.
      await page.getByRole('button', { name: '换个账号登录' }).click()
      await page.waitForURL(/\/cas\/login\?service=/)
      await page.locator('#password').waitFor()
    })
  })
})
