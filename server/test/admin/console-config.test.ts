import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminConfigPaths, adminReleasePaths } from '@contract/paths/admin-config'
import { diversionPaths } from '@contract/paths/diversion'
import { portalConfigPaths } from '@contract/paths/portal-config'
import { adminAuditLog, configVersions, themes } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const ALL_PATHS = { ...adminConfigPaths, ...adminReleasePaths }
const url = (key: keyof typeof ALL_PATHS) => BASES.admin + ALL_PATHS[key].path
const portal = (key: keyof typeof portalConfigPaths) => BASES.portal + portalConfigPaths[key].path

describe('operator console configuration (/admin-api/v1/config): 全局管理员 only, audited, versioned, live on the portal', () => {
  let t: TestApp
  let admin: string
  let editor: string
  let student: string
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    editor = await loginToken(t.app, 'editor')
    student = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  const lastAudit = async () => (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0]!
  const auditCount = async () => (await t.database.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length
  const tabs = async () => data(await call(t.app, 'GET', url('tabList'), { token: admin }))
  const messageTab = async () => (await tabs()).find((tab: { url: string }) => tab.url === 'pages/msgCenterTab/newtask/newtask')
  const tabBody = ({ url: _url, ...tab }: Record<string, unknown>) => tab

  it('every configuration route: 401 without a token, 403 for a student and for 内容编辑', async () => {
    for (const key of Object.keys(ALL_PATHS) as (keyof typeof ALL_PATHS)[]) {
      const { method } = ALL_PATHS[key]
      const body = method === 'POST' ? {} : undefined
      refused(await call(t.app, method, url(key), { body }), 401)
      refused(await call(t.app, method, url(key), { token: student, body }), 403, /^无管理权限$/)
      refused(await call(t.app, method, url(key), { token: editor, body }), 403, /无权/)
      const asAdmin = await call(t.app, method, url(key), {
        token: admin,
        body,
        query: key === 'versionList' ? { kind: 'system', key: 'system' } : undefined,
      })
      assert.notEqual(asAdmin.status, 403, `${key}: ${JSON.stringify(asAdmin.body)}`)
    }
  })

  it('a tab renamed for teachers only: saved, audited, versioned, on the portal at once; stale and bad edits refused', async () => {
    const tab = await messageTab()
    assert.equal(tab.version, 0)
    const differentNames = [
      ...tab.differentNames.filter((entry: { code: string }) => entry.code !== 'teacher'),
      { code: 'teacher', tabName: '教师消息' },
    ]
    const saved = data(
      await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...tabBody(tab), showDifferentName: true, differentNames } }),
    )
    assert.equal(saved.version, 1)
    assert.deepEqual(
      saved.differentNames.find((entry: { code: string }) => entry.code === 'teacher'),
      { code: 'teacher', tabName: '教师消息' },
    )

    const onPortal = data(await call(t.app, 'GET', portal('tabList'))).find((row: { id: number }) => row.id === tab.id)
    assert.deepEqual(
      onPortal.differentNames.map((entry: { code: string; tabName: string }) => [entry.code, entry.tabName]),
      [['teacher', '教师消息']],
    )
    const startup = data(await call(t.app, 'GET', portal('startup')))
    assert.equal(startup.tabs.find((row: { id: number }) => row.id === tab.id).differentNames[0].tabName, '教师消息')

    const audit = await lastAudit()
    assert.deepEqual([audit.action, audit.entity, audit.entityId, audit.username], ['update', 'tab-config', String(tab.id), 'admin'])
    assert.equal((audit.before as { differentNames: { tabName: string }[] }).differentNames[0]!.tabName, '待办')
    assert.equal((audit.after as { differentNames: { tabName: string }[] }).differentNames[0]!.tabName, '教师消息')

    const versions = data(await call(t.app, 'GET', url('versionList'), { token: admin, query: { kind: 'tab', key: String(tab.id) } }))
    assert.deepEqual(
      versions.map((row: { version: number; savedBy: string | null }) => [row.version, row.savedBy]),
      [
        [1, 'admin'],
        [0, null],
      ],
    )
    assert.equal(versions[1].body.differentNames[0].tabName, '待办', 'version 0: the tab as it was')

    const count = await auditCount()
    refused(await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...tabBody(tab), tabName: '又改' } }), 409, /重新加载/)
    refused(
      await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...tabBody(saved), externalUrl: 'javascript:alert(1)' } }),
      400,
      /外部链接须以 http/,
    )
    refused(await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...tabBody(saved), tabName: '  ' } }), 400, /请填写标签名称/)
    refused(
      await call(t.app, 'POST', url('tabSave'), {
        token: admin,
        body: {
          ...tabBody(saved),
          differentNames: [
            { code: 'teacher', tabName: 'a' },
            { code: 'teacher', tabName: 'b' },
          ],
        },
      }),
      400,
      /每个身份只能设置一个名称/,
    )
    assert.equal(await auditCount(), count, 'refusals write nothing')
    assert.equal((await messageTab()).version, 1)
    // The console's client leaves empty values out; the server reads them as ''.
    const { externalUrl: _empty, ...withoutAddress } = tabBody(saved)
    const unchanged = data(await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...withoutAddress, version: 1 } }))
    assert.deepEqual([unchanged.externalUrl, unchanged.version], ['', 2])
    const moved = data(await call(t.app, 'POST', url('tabSave'), { token: admin, body: { ...tabBody(unchanged), url: 'pages/x' } }))
    assert.deepEqual([moved.url, moved.version], [tab.url, 3], 'the page of a tab is not the console’s to change')
  })

  it('a restore is a new audited save of the old version', async () => {
    const tab = await messageTab()
    const restored = data(
      await call(t.app, 'POST', url('versionRestore'), {
        token: admin,
        body: { kind: 'tab', key: String(tab.id), version: 0, current: tab.version },
      }),
    )
    assert.equal(restored.version, 4)
    const now = await messageTab()
    assert.deepEqual(now.differentNames, [{ code: 'teacher', tabName: '待办' }])
    const audit = await lastAudit()
    assert.deepEqual([audit.action, audit.entity], ['restore', 'tab-config'])
    const onPortal = data(await call(t.app, 'GET', portal('tabList'))).find((row: { id: number }) => row.id === tab.id)
    assert.equal(onPortal.differentNames[0].tabName, '待办')
    refused(
      await call(t.app, 'POST', url('versionRestore'), {
        token: admin,
        body: { kind: 'tab', key: String(tab.id), version: 1, current: 1 },
      }),
      409,
    )
    refused(
      await call(t.app, 'POST', url('versionRestore'), {
        token: admin,
        body: { kind: 'tab', key: String(tab.id), version: 9, current: 3 },
      }),
      404,
    )
  })

  it('themes: validity checked, a new one in force at once on the portal, versions kept', async () => {
    const [current] = data(await call(t.app, 'GET', url('themeList'), { token: admin }))
    const footTabs = current.footTabs.map((tab: { text: string }, index: number) => ({ ...tab, text: index === 0 ? '新年' : tab.text }))
    const base = { name: '新年主题', footTabs, backgroundUrl: '', enabled: true }
    refused(await call(t.app, 'POST', url('themeSave'), { token: admin, body: { ...base, validity: [] } }), 400, /请至少添加一条有效期/)
    const start = new Date(Date.now() - 3_600_000).toISOString()
    const end = new Date(Date.now() + 3_600_000).toISOString()
    refused(
      await call(t.app, 'POST', url('themeSave'), {
        token: admin,
        body: {
          ...base,
          validity: [{ validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: end, customValidEndTime: start }],
        },
      }),
      400,
      /开始时间须早于结束时间/,
    )
    refused(
      await call(t.app, 'POST', url('themeSave'), {
        token: admin,
        body: { ...base, footTabs: footTabs.slice(1), validity: [{ validTimeType: 'permanent' }] },
      }),
      400,
      /5 个标签/,
    )
    const created = data(
      await call(t.app, 'POST', url('themeSave'), {
        token: admin,
        body: {
          ...base,
          validity: [{ validTimeType: 'custom', customValidTimeType: 'include', customValidStartTime: start, customValidEndTime: end }],
        },
      }),
    )
    assert.equal(created.version, 1)
    assert.equal((await lastAudit()).action, 'create')
    const theme = data(await call(t.app, 'GET', portal('themeCurrent')))
    assert.equal(theme.name, '新年主题')
    assert.equal(theme.isValidForNow, true)

    const disabled = data(
      await call(t.app, 'POST', url('themeSave'), {
        token: admin,
        body: { ...base, id: created.id, version: 1, validity: created.validity, enabled: false },
      }),
    )
    assert.equal(disabled.version, 2)
    assert.equal(data(await call(t.app, 'GET', portal('themeCurrent'))).name, current.name)
    refused(
      await call(t.app, 'POST', url('themeSave'), {
        token: admin,
        body: { ...base, id: created.id, version: 1, validity: created.validity },
      }),
      409,
    )
    const [row] = await t.database.db.select().from(themes).where(eq(themes.id, created.id))
    assert.equal(row!.enabled, false)
    const kept = await t.database.db
      .select()
      .from(configVersions)
      .where(eq(configVersions.key, String(created.id)))
    assert.equal(kept.filter((version) => version.kind === 'theme').length, 2)
  })

  it('system and module settings: rules, audit, 409, and the portal answers the change at once', async () => {
    const system = data(await call(t.app, 'GET', url('systemSettings'), { token: admin }))
    const { version, ...systemFields } = system
    data(await call(t.app, 'GET', portal('getSystemConf')))
    refused(await call(t.app, 'POST', url('systemSave'), { token: admin, body: { ...system, schoolName: '' } }), 400, /请填写学校名称/)
    refused(await call(t.app, 'POST', url('systemSave'), { token: admin, body: { ...system, favIcon: 'ftp://x/y.png' } }), 400, /网站图标/)
    const saved = data(
      await call(t.app, 'POST', url('systemSave'), { token: admin, body: { ...system, schoolName: '示范大学', enableMourningMode: true } }),
    )
    assert.equal(saved.version, version + 1)
    const onPortal = data(await call(t.app, 'GET', portal('getSystemConf')))
    assert.deepEqual([onPortal.schoolName, onPortal.enableMourningMode], ['示范大学', true])
    assert.ok(onPortal.privacy.length > 0, 'the texts the console does not edit stay')
    assert.deepEqual(
      [(await lastAudit()).entity, ((await lastAudit()).before as { schoolName: string }).schoolName],
      ['system-settings', systemFields.schoolName],
    )
    refused(await call(t.app, 'POST', url('systemSave'), { token: admin, body: system }), 409)

    const modules = data(await call(t.app, 'GET', url('moduleSettings'), { token: admin }))
    refused(
      await call(t.app, 'POST', url('moduleSave'), {
        token: admin,
        body: { ...modules, casArry: ['portal.example.edu.cn', 'https://evil.example/'] },
      }),
      400,
      /不是有效的主机名/,
    )
    refused(await call(t.app, 'POST', url('moduleSave'), { token: admin, body: { ...modules, casArry: ['a.example:70000'] } }), 400, /端口/)
    const savedModules = data(
      await call(t.app, 'POST', url('moduleSave'), {
        token: admin,
        body: { ...modules, isOpenGlobalSearch: false, casArry: [...modules.casArry, 'Portal.Example.edu.cn:8443'] },
      }),
    )
    assert.ok(savedModules.casArry.includes('portal.example.edu.cn:8443'))
    const portalModules = data(await call(t.app, 'GET', portal('getAppSystemConf')))
    assert.equal(portalModules.isOpenGlobalSearch, false)
    assert.equal((await lastAudit()).entity, 'module-settings')

    const restored = data(
      await call(t.app, 'POST', url('versionRestore'), {
        token: admin,
        body: { kind: 'system', key: 'system', version: 0, current: saved.version },
      }),
    )
    assert.equal(restored.version, saved.version + 1)
    assert.equal(data(await call(t.app, 'GET', portal('getSystemConf'))).schoolName, systemFields.schoolName)
  })

  it('分流: a public record reaches the portal’s public list at once, a personal one needs a known account; audited; deleted', async () => {
    const publicList = async () =>
      data(await call(t.app, 'GET', BASES.portal + diversionPaths.publicDiversionList.path, { query: { terminal: '6' } })).map(
        (row: { title: string }) => row.title,
      )
    refused(
      await call(t.app, 'POST', url('diversionSave'), { token: admin, body: { terminal: 6, title: '迎新', url: 'javascript:x', sort: 1 } }),
      400,
      /分流地址/,
    )
    refused(
      await call(t.app, 'POST', url('diversionSave'), {
        token: admin,
        body: { username: 'nobody-here', terminal: 6, title: '迎新', url: '/pages/tab/service/index', sort: 1 },
      }),
      400,
      /没有账号/,
    )
    const created = data(
      await call(t.app, 'POST', url('diversionSave'), {
        token: admin,
        body: { terminal: 6, title: '迎新专区', url: 'https://yx.example.edu.cn/', sort: 1 },
      }),
    )
    assert.equal(created.username, null)
    assert.ok((await publicList()).includes('迎新专区'))
    assert.deepEqual([(await lastAudit()).action, (await lastAudit()).entity], ['create', 'diversion'])
    const personal = data(
      await call(t.app, 'POST', url('diversionSave'), {
        token: admin,
        body: { id: created.id, username: 't1001', terminal: 6, title: '迎新专区', url: 'https://yx.example.edu.cn/', sort: 1 },
      }),
    )
    assert.equal(personal.username, 't1001')
    assert.ok(!(await publicList()).includes('迎新专区'), 'now for one account only')
    data(await call(t.app, 'POST', url('diversionDelete'), { token: admin, body: { id: created.id } }))
    assert.deepEqual([(await lastAudit()).action, (await lastAudit()).after], ['delete', null])
    refused(await call(t.app, 'POST', url('diversionDelete'), { token: admin, body: { id: created.id } }), 404)
  })

  it('应用版本: a release above the newest is the portal’s last version at once; a lower code is refused', async () => {
    const versions = data(await call(t.app, 'GET', url('appVersionList'), { token: admin }))
    const android = versions.find((row: { platform: string }) => row.platform === 'android')
    const release = {
      platform: 'android',
      version: '2.7.0',
      forceUpdate: false,
      downloadUrl: '/portal-api/v1/app/download/android',
      releaseNotes: '新增运营后台配置。',
    }
    refused(
      await call(t.app, 'POST', url('appVersionAdd'), { token: admin, body: { ...release, versionCode: android.versionCode } }),
      400,
      /内部版本号须大于当前的/,
    )
    refused(
      await call(t.app, 'POST', url('appVersionAdd'), { token: admin, body: { ...release, version: 'v2', versionCode: 999 } }),
      400,
      /版本号格式/,
    )
    data(await call(t.app, 'POST', url('appVersionAdd'), { token: admin, body: { ...release, versionCode: android.versionCode + 10 } }))
    const last = data(await call(t.app, 'GET', portal('getLastVersion'), { query: { platform: 'android' } }))
    assert.deepEqual([last.version, last.versionCode], ['2.7.0', android.versionCode + 10])
    assert.deepEqual([(await lastAudit()).action, (await lastAudit()).entity], ['create', 'app-version'])
  })
})
