import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { createTestApp, loginToken, type TestApp } from '../../helpers/test-app'

describe('portal configuration (/portal-api)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })
  const get = async (url: string) => {
    const response = await t.app.inject({ url: `/portal-api${url}`, headers: { host: '127.0.0.1:8080' } })
    assert.equal(response.statusCode, 200, url)
    const body = response.json()
    assert.equal(body.code, 0)
    assert.equal(typeof body.message, 'string')
    return body.data
  }

  it('getSystemConf gives the school, texts, e-card sets and absolute image URLs', async () => {
    const data = await get('/v1/config/system/getSystemConf')
    assert.equal(data.schoolName, '示范大学')
    assert.match(data.protocol, /用户服务协议/)
    assert.match(data.privacy, /隐私政策/)
    assert.match(data.aboutText, /移动门户/)
    assert.equal(data.enableMourningMode, false)
    assert.deepEqual(data.shake, { openShake: false, shake_link: '' })
    assert.equal(data.eCardSets.length, 2)
    assert.equal(data.appFootTabList.length, 5)
    assert.deepEqual(JSON.parse(data.appFootTabs), data.appFootTabList)
    assert.equal(data.favIcon, 'http://127.0.0.1:8080/portal-api/v1/assets/favicon.png')
  })

  it('serves the logos and icons it names as real PNG images', async () => {
    const data = await get('/v1/config/system/getSystemConf')
    for (const url of [data.appTopLog, data.favIcon, data.eCardSets[0].cardImage, data.appFootTabList[1].selectedIconPath]) {
      const response = await t.app.inject({ url: new URL(url).pathname })
      assert.equal(response.statusCode, 200, url)
      assert.equal(response.headers['content-type'], 'image/png')
      const meta = await sharp(response.rawPayload).metadata()
      assert.equal(meta.format, 'png')
      assert.ok(response.rawPayload.length < 40 * 1024)
    }
    const missing = await t.app.inject({ url: '/portal-api/v1/assets/nothing-here.png' })
    assert.deepEqual(missing.json(), { code: 404, message: '图片不存在' })
    assert.equal((await t.app.inject({ url: '/portal-api/v1/assets/..%2f..%2fpackage.json' })).statusCode, 400)
  })

  it('getAppSystemConf gives the module settings with 5 services per row and the CAS hosts', async () => {
    const data = await get('/v1/config/system/getAppSystemConf')
    assert.equal(data.servicesNumPerRow, 5)
    assert.deepEqual(data.casArry, ['127.0.0.1', 'localhost'])
    assert.equal(data.NavigationBarTitle, '示范大学移动门户')
    for (const flag of [
      'isShowScan',
      'isShowRobot',
      'isShowMessage',
      'isShowFeedback',
      'isShowFavorite',
      'isOpenGlobalSearch',
      'isShowSafeSet',
      'isShowProtocol',
    ]) {
      assert.equal(typeof data[flag], 'boolean', flag)
    }
  })

  it('tab list names the service tab differently per identity', async () => {
    const tabs = await get('/v1/config/tab/list')
    assert.deepEqual(
      tabs.map((tab: { url: string }) => tab.url),
      [
        'pages/tab/index/index',
        'pages/tab/service/index',
        'pages/msgCenterTab/newtask/newtask',
        'pages/tab/schedule/schedule',
        'pages/tab/my/my',
      ],
    )
    const service = tabs[1]
    assert.equal(service.tabName, '服务')
    assert.equal(service.showDifferentName, true)
    assert.deepEqual(
      service.differentNames.find((entry: { code: string }) => entry.code === 'teacher'),
      { code: 'teacher', tabName: '办公', tabId: service.id },
    )
    for (const field of [
      'id',
      'showTab',
      'normalSelectPic',
      'normalUnselectPic',
      'otherSelectPic',
      'otherUnselectPic',
      'themeId',
      'sort',
    ]) {
      assert.ok(field in service, field)
    }
    assert.equal(tabs[3].tabName, '日程中心')
  })

  it('theme gives foot tabs with validity evaluated now', async () => {
    const theme = await get('/v1/config/theme/current')
    assert.equal(theme.footTabs.length, 5)
    assert.deepEqual(theme.validity, [{ validTimeType: 'permanent' }])
    assert.equal(theme.isValidForNow, true)
    await t.database.pool.query(
      `UPDATE themes SET validity = '[{"validTimeType":"custom","customValidTimeType":"include","customValidStartTime":"2020-01-01T00:00:00Z","customValidEndTime":"2020-02-01T00:00:00Z"}]'`,
    )
    assert.equal((await get('/v1/config/theme/current')).isValidForNow, false)
    await t.database.pool.query(
      `UPDATE themes SET validity = '[{"validTimeType":"custom","customValidTimeType":"exclude","customValidStartTime":"2020-01-01T00:00:00Z","customValidEndTime":"2020-02-01T00:00:00Z"}]'`,
    )
    assert.equal((await get('/v1/config/theme/current')).isValidForNow, true)
    // The same rules the client and the console apply (contract/theme-rules.ts): no entries is always valid, a custom
    // window without an end is no window at all.
    await t.database.pool.query(`UPDATE themes SET validity = '[]'`)
    assert.equal((await get('/v1/config/theme/current')).isValidForNow, true)
    await t.database.pool.query(
      `UPDATE themes SET validity = '[{"validTimeType":"custom","customValidTimeType":"include","customValidStartTime":"2020-01-01T00:00:00Z"}]'`,
    )
    assert.equal((await get('/v1/config/theme/current')).isValidForNow, false)
  })

  it('startup gives the four start-up answers in one, each as its own endpoint gives it', async () => {
    const startup = await get('/v1/config/startup')
    assert.deepEqual(Object.keys(startup).sort(), ['modules', 'system', 'tabs', 'theme'])
    assert.deepEqual(startup.system, await get('/v1/config/system/getSystemConf'))
    assert.deepEqual(startup.modules, await get('/v1/config/system/getAppSystemConf'))
    assert.deepEqual(startup.tabs, await get('/v1/config/tab/list'))
    assert.deepEqual(startup.theme, await get('/v1/config/theme/current'))
    assert.equal(startup.system.favIcon, 'http://127.0.0.1:8080/portal-api/v1/assets/favicon.png')
  })

  it('version, network and agreement calls', async () => {
    const android = await get('/v1/app/config/getLastVersion')
    assert.equal(android.platform, 'android')
    assert.match(android.version, /^\d+\.\d+\.\d+$/)
    assert.equal((await get('/v1/app/config/getLastVersion?platform=ios')).platform, 'ios')
    assert.equal((await t.app.inject({ url: '/portal-api/v1/app/config/getLastVersion?platform=symbian' })).statusCode, 400)
    const info = await get('/appVersionInfo')
    assert.equal(info.versions.length, 3)
    const network = await get('/v2/service/networkCheck')
    assert.equal(network.online, true)
    const agreement = await get('/v1/agreement/getPrivacyAgreement')
    assert.match(agreement.title, /隐私政策/)
    assert.match(agreement.content, /<p>/)
  })

  it('diversion: the demo guest has one record, other users none; a token is required', async () => {
    const call = async (username: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/portal-api/v1/diversion/getUserDiversionList',
        headers: { 'x-id-token': await loginToken(t.app, username) },
        payload,
      })
    const guest = await call('guest', { terminal: 6 })
    assert.equal(guest.statusCode, 200)
    assert.equal(guest.json().data.length, 1)
    assert.equal(guest.json().data[0].terminal, 6)
    assert.deepEqual((await call('2026001', { terminal: 6 })).json().data, [])
    assert.deepEqual((await call('guest', { terminal: 3 })).json().data, [])
    const form = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/diversion/getUserDiversionList?terminal=6',
      headers: { 'x-id-token': await loginToken(t.app, 'guest') },
    })
    assert.equal(form.json().data.length, 1, 'terminal may come in the query')
    assert.equal((await call('guest', { terminal: 'six' })).statusCode, 400)
    const anonymous = await t.app.inject({ method: 'POST', url: '/portal-api/v1/diversion/getUserDiversionList', payload: { terminal: 6 } })
    assert.equal(anonymous.statusCode, 401)
    const open = await get('/diversion/getUserDiversionList')
    assert.deepEqual(open, [], 'no institution-wide diversion by default')
    await t.database.pool.query(
      "INSERT INTO diversions (account_id, terminal, title, url) VALUES (NULL, 6, '迎新专区', '/pages/fenliu/fenliu')",
    )
    assert.deepEqual(
      (await get('/diversion/getUserDiversionList')).map((record: { title: string }) => record.title),
      ['迎新专区'],
    )
    assert.deepEqual(await get('/diversion/getUserDiversionList?terminal=1'), [])
    const bad = await t.app.inject({ url: '/portal-api/diversion/getUserDiversionList?terminal=abc' })
    assert.deepEqual(bad.json(), { code: 400, message: '参数 terminal 类型不正确' })
  })
})
