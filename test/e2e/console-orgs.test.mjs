// 组织机构 and 用户组 in the operator console (issue 35) at 1280×800: a global admin creates a class under a department,
// moves it, merges two classes (the people counts add up), creates a group and adds a teacher as MANAGERMENT; a
// division admin sees only their division in the tree. Needs the console build (E2E_ADMIN_DIR) and the H5 build
// (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, explainFailure, launchBrowser, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

let server
let browser
let adminToken

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await signIn(await (await browser.newContext()).newPage(), server.url, 'admin')
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** antd puts a space between the two characters of a two-character button label (移 动). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)
const tree = async () => await apiData(server.url, adminToken, '/admin-api/v1/orgs?whole=true')
const unitOf = async (code) => (await tree()).find((node) => node.code === code)

/** The tree row of a unit (its title carries `data-org`). */
const treeRow = (page, code) => page.locator('.ant-tree-treenode', { has: page.locator(`[data-org="${code}"]`) })

async function expand(page, code) {
  const row = treeRow(page, code)
  if ((await row.locator('.ant-tree-switcher_close').count()) > 0) await row.locator('.ant-tree-switcher').click()
}

/** Picks a unit in an open tree select by typing part of its name. */
async function pickUnit(page, select, name) {
  await select.click()
  await select.locator('input').fill(name)
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: name }).first().click()
}

describe('operator console: 组织机构 and 用户组', () => {
  it('creates a class under a department, moves it, merges two classes; counts add up', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-orgs', async () => {
      await consoleAs(page, server.url, '/orgs', 'admin')
      await treeRow(page, 'sfdx').waitFor()
      await expand(page, 'sfdx-cs')
      await page.locator('[data-org="sfdx-cs-cs"]').click()
      await page.getByRole('button', { name: '新建下级' }).click()
      const create = page.locator('.ant-modal-content', { hasText: '新建组织' })
      await create.locator('#name').fill('计科2599班')
      await create.locator('#code').fill('sfdx-cs-e2e1')
      await screenshot(page, 'console-org-create-1280')
      await create.getByRole('button', { name: label('新建') }).click()
      await create.waitFor({ state: 'hidden' })
      await expand(page, 'sfdx-cs-cs')
      await page.locator('[data-org="sfdx-cs-e2e1"]').waitFor()
      assert.equal((await unitOf('sfdx-cs-e2e1')).parentCode, 'sfdx-cs-cs')

      // Move it under 人工智能系.
      await page.locator('[data-org="sfdx-cs-e2e1"]').click()
      await page.getByRole('button', { name: label('移动') }).click()
      const move = page.locator('.ant-modal-content', { hasText: '新的上级组织' })
      await pickUnit(page, move.locator('.ant-select'), '人工智能系')
      await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' })
      await screenshot(page, 'console-org-move-1280')
      await move.getByRole('button', { name: label('移动') }).click()
      await move.waitFor({ state: 'hidden' })
      assert.equal((await unitOf('sfdx-cs-e2e1')).parentCode, 'sfdx-cs-ai')

      // Merge 计科2302班 into 计科2301班: the confirmation names how many people move; the counts add up.
      const [from, into] = [await unitOf('sfdx-cs-2302'), await unitOf('sfdx-cs-2301')]
      assert.ok(from.memberCount > 0 && into.memberCount > 0, 'both classes have people')
      await page.locator('[data-org="sfdx-cs-2302"]').click()
      await pickUnit(page, page.locator('.ant-select', { hasText: '合并到' }), '计科2301班')
      await page.getByRole('button', { name: label('合并') }).click()
      const confirm = page.locator('.ant-modal-confirm', { hasText: '合并到「计科2301班」' })
      await confirm.getByText(`${from.memberCount} 人及其下级组织`, { exact: false }).waitFor()
      await screenshot(page, 'console-org-merge-1280')
      await confirm.getByRole('button', { name: label('合并') }).click()
      await page.locator('[data-org="sfdx-cs-2302"]').waitFor({ state: 'detached' })
      await confirm.waitFor({ state: 'hidden' })
      const merged = await unitOf('sfdx-cs-2301')
      assert.equal(merged.memberCount, from.memberCount + into.memberCount)
      await treeRow(page, 'sfdx-cs-2301').getByText(`（${merged.totalCount} 人）`).waitFor()
      await screenshot(page, 'console-orgs-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('creates a group and adds a teacher as MANAGERMENT', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-groups', async () => {
      await consoleAs(page, server.url, '/groups', 'admin')
      await page.getByRole('button', { name: '新建用户组' }).click()
      const create = page.locator('.ant-modal-content', { hasText: '新建用户组' })
      await create.locator('#name').fill('课程建设小组')
      await create.locator('.ant-select-selection-search-input').fill('t1001')
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 't1001' }).click()
      await screenshot(page, 'console-group-create-1280')
      await create.getByRole('button', { name: label('新建') }).click()
      await create.waitFor({ state: 'hidden' })
      const row = page.locator('tr', { hasText: '课程建设小组' })
      await row.getByText('王芳（t1001）').waitFor()

      await row.getByRole('button', { name: label('成员') }).click()
      const drawer = page.locator('.ant-drawer-content', { hasText: '用户组成员：课程建设小组' })
      await drawer.locator('tr', { hasText: 't1001' }).waitFor()
      await drawer.locator('.ant-select-selection-search-input').first().fill('t1002')
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 't1002' }).click()
      await drawer.locator('.ant-select[aria-label="成员角色"] .ant-select-selector').click()
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'MANAGERMENT' }).click()
      await drawer.getByRole('button', { name: '添加成员' }).click()
      const added = drawer.locator('tr', { hasText: 't1002' })
      await added.getByText('管理员（MANAGERMENT）').waitFor()
      await drawer.getByText('共 2 人', { exact: false }).waitFor()
      await screenshot(page, 'console-group-members-1280')
      await page.locator('.ant-drawer-close').click()
      await page.locator('.ant-drawer-content-wrapper').waitFor({ state: 'hidden' })
      await row.getByRole('cell', { name: '2', exact: true }).waitFor()
      await screenshot(page, 'console-groups-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('a division admin sees only their division in the tree', async () => {
    await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't3101', roleCode: 'global_admin', orgCode: 'sfdx-cs' })
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-orgs-division', async () => {
      await consoleAs(page, server.url, '/orgs', 't3101')
      await treeRow(page, 'sfdx-cs').waitFor()
      const roots = await page.locator('.ant-tree-treenode [data-org]').evaluateAll((nodes) => nodes.map((node) => node.dataset.org))
      assert.ok(roots.length > 1)
      for (const code of roots) assert.ok(code.startsWith('sfdx-cs'), code)
      await page.locator('[data-org="sfdx"]').waitFor({ state: 'detached' })
      await page.getByText('经济管理学院').waitFor({ state: 'detached' })
      await screenshot(page, 'console-orgs-division-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('an editor has neither page: no menu entry, and the address says the role cannot see it', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-orgs-editor', async () => {
      for (const path of ['/orgs', '/groups']) {
        if (path === '/orgs') await consoleAs(page, server.url, path, 'editor')
        else await page.goto(`${server.url}/admin${path}`)
        await page.getByText('该页面不存在，或当前角色无权查看。').waitFor()
        for (const label of ['组织机构', '用户组']) assert.equal(await page.getByRole('menuitem', { name: label }).count(), 0, label)
      }
      await screenshot(page, 'console-orgs-editor-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })
})
