import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from './helpers'

const API = '/portal-api/v1/cms'

describe('CMS favourites and history (signed in, own rows only)', () => {
  let t: TestApp
  let li: string // student 2026001 李明
  let zhang: string // student 2026002 张伟
  let ids: number[]
  before(async () => {
    t = await createTestApp()
    li = await loginToken(t.app, '2026001')
    zhang = await loginToken(t.app, '2026002')
    const list = data(await call(t.app, 'GET', `${API}/mobile/content/list`, { query: { pageSize: '30' } }))
    ids = list.items.map((item: any) => item.id)
  })
  after(async () => {
    await t.close()
  })

  const post = async (path: string, token: string | undefined, fields: Record<string, string> = {}) =>
    await call(t.app, 'POST', `${API}${path}`, { token, query: fields })
  const list = async (path: string, token: string | undefined, query: Record<string, string> = {}) =>
    await call(t.app, 'GET', `${API}${path}`, { token, query })

  it('needs a token: 401 with a Chinese reason on every favourite/history route', async () => {
    for (const [method, path] of [
      ['POST', '/favorite/add?contentId=1'],
      ['POST', '/favorite/remove?contentId=1'],
      ['GET', '/favorite/list'],
      ['POST', '/history/record?contentId=1'],
      ['GET', '/history/list'],
      ['POST', '/history/delete?id=1'],
      ['POST', '/history/clear'],
    ] as const) {
      refused(await call(t.app, method, `${API}${path}`), 401, /登录/)
      refused(await call(t.app, method, `${API}${path}`, { token: 'garbage.token.here' }), 401)
    }
  })

  it('adds favourites (idempotent), shows isFavorite on detail and lists them newest first', async () => {
    for (const id of ids.slice(0, 3)) {
      const answer = data(await post('/favorite/add', li, { contentId: String(id) }))
      assert.deepEqual(answer, { contentId: id, isFavorite: true })
    }
    data(await post('/favorite/add', li, { contentId: String(ids[0]) }))
    // form-encoded body works as well as the query string
    data(await call(t.app, 'POST', `${API}/favorite/add`, { token: li, form: { contentId: String(ids[3]) } }))
    const page = data(await list('/favorite/list', li))
    assert.equal(page.total, 4)
    assert.deepEqual(
      page.items.map((item: any) => item.id),
      [ids[3], ids[2], ids[1], ids[0]],
    )
    for (const item of page.items) {
      assert.equal(typeof item.favoriteId, 'number')
      assert.ok(!Number.isNaN(Date.parse(item.favoritedAt)))
      assert.ok(item.title && item.columnName)
    }
    const detail = data(await call(t.app, 'GET', `${API}/mobile/content/detail`, { token: li, query: { id: String(ids[0]) } }))
    assert.equal(detail.isFavorite, true)
    const other = data(await call(t.app, 'GET', `${API}/mobile/content/detail`, { token: zhang, query: { id: String(ids[0]) } }))
    assert.equal(other.isFavorite, false, "李明's favourite is not 张伟's")
  })

  it('pages favourites', async () => {
    const first = data(await list('/favorite/list', li, { pageNum: '1', pageSize: '3' }))
    assert.equal(first.items.length, 3)
    assert.equal(first.page * first.size < first.total, true)
    const second = data(await list('/favorite/list', li, { pageNum: '2', pageSize: '3' }))
    assert.equal(second.items.length, 1)
    assert.equal(second.page * second.size < second.total, false)
    const empty = data(await list('/favorite/list', li, { pageNum: '5', pageSize: '3' }))
    assert.deepEqual(empty.items, [])
    refused(await list('/favorite/list', li, { pageSize: '500' }), 400)
  })

  it("another user's favourites are invisible and untouchable", async () => {
    const theirs = data(await list('/favorite/list', zhang))
    assert.equal(theirs.total, 0)
    // 张伟 removing 李明's favourite article only touches 张伟's own (absent) row
    data(await post('/favorite/remove', zhang, { contentId: String(ids[0]) }))
    assert.equal(data(await list('/favorite/list', li)).total, 4)
  })

  it('removes favourites (idempotent) and refuses unknown or invalid content ids', async () => {
    assert.deepEqual(data(await post('/favorite/remove', li, { contentId: String(ids[3]) })), { contentId: ids[3], isFavorite: false })
    data(await post('/favorite/remove', li, { contentId: String(ids[3]) }))
    assert.equal(data(await list('/favorite/list', li)).total, 3)
    refused(await post('/favorite/add', li, { contentId: '999999' }), 404, /资讯不存在/)
    refused(await post('/favorite/remove', li, { contentId: '999999' }), 404, /资讯不存在/)
    refused(await post('/favorite/add', li), 400, /contentId/)
    refused(await post('/favorite/add', li, { contentId: 'abc' }), 400)
    refused(await post('/favorite/add', li, { contentId: '-3' }), 400)
  })

  it('opening a detail signed in records history; re-opening moves it to the top without duplicates', async () => {
    for (const id of [ids[5], ids[6], ids[7]])
      data(await call(t.app, 'GET', `${API}/mobile/content/detail`, { token: li, query: { id: String(id) } }))
    let page = data(await list('/history/list', li))
    assert.deepEqual(page.items.map((item: any) => item.id).slice(0, 3), [ids[7], ids[6], ids[5]])
    const recorded = data(await post('/history/record', li, { contentId: String(ids[5]) }))
    assert.equal(typeof recorded.historyId, 'number')
    page = data(await list('/history/list', li))
    assert.equal(page.items[0].id, ids[5])
    assert.equal(page.items[0].historyId, recorded.historyId)
    assert.equal(page.items.filter((item: any) => item.id === ids[5]).length, 1)
    // signed-out opens record nothing
    data(await call(t.app, 'GET', `${API}/mobile/content/detail`, { query: { id: String(ids[9]) } }))
    assert.ok(!data(await list('/history/list', li)).items.some((item: any) => item.id === ids[9]))
    refused(await post('/history/record', li, { contentId: '999999' }), 404, /资讯不存在/)
    refused(await post('/history/record', li), 400)
  })

  it("deletes one own history row; another user's history id gives 404 and stays", async () => {
    data(await post('/history/record', zhang, { contentId: String(ids[10]) }))
    const zhangHistory = data(await list('/history/list', zhang))
    const zhangRow = zhangHistory.items[0]
    assert.equal(zhangRow.id, ids[10])
    refused(await post('/history/delete', li, { id: String(zhangRow.historyId) }), 404, /浏览记录不存在/)
    assert.equal(data(await list('/history/list', zhang)).total, zhangHistory.total, 'still there')
    const mine = data(await list('/history/list', li))
    const target = mine.items[1]
    assert.deepEqual(data(await post('/history/delete', li, { id: String(target.historyId) })), { count: 1 })
    const after = data(await list('/history/list', li))
    assert.equal(after.total, mine.total - 1)
    assert.ok(!after.items.some((item: any) => item.historyId === target.historyId))
    refused(await post('/history/delete', li, { id: String(target.historyId) }), 404)
    refused(await post('/history/delete', li), 400, /id/)
    refused(await post('/history/delete', li, { id: 'x' }), 400)
  })

  it("pages history and clears only the caller's rows", async () => {
    const zhangTotal = data(await list('/history/list', zhang)).total
    assert.ok(zhangTotal >= 1)
    for (const id of ids.slice(11, 24)) data(await post('/history/record', li, { contentId: String(id) }))
    const total = data(await list('/history/list', li)).total
    assert.ok(total >= 15)
    const first = data(await list('/history/list', li, { pageNum: '1', pageSize: '10' }))
    const second = data(await list('/history/list', li, { pageNum: '2', pageSize: '10' }))
    assert.equal(first.items.length, 10)
    assert.equal(first.page * first.size < first.total, true)
    assert.equal(second.items.length, total - 10)
    assert.equal(second.page * second.size < second.total, false)
    const times = [...first.items, ...second.items].map((item: any) => Date.parse(item.viewedAt))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    assert.deepEqual(data(await post('/history/clear', li)), { count: total })
    assert.equal(data(await list('/history/list', li)).total, 0)
    assert.equal(data(await list('/history/list', zhang)).total, zhangTotal, "张伟's history survives 李明's clear")
    assert.deepEqual(data(await post('/history/clear', li)), { count: 0 })
  })
})
