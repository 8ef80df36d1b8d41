import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

const LIST = '/portal-api/v1/cms/mobile/content/list'

describe('the news list keyword goes through the search service', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  const titlesFor = async (keyword: string) =>
    (data(await call(t.app, 'GET', LIST, { query: { keyword, pageSize: '50' } })).items as Array<{ title: string }>).map(
      (item) => item.title,
    )

  it('finds an article by its words, by pinyin words and with a homophone typo', async () => {
    const holiday = '关于 2026 年元旦放假安排的通知'
    assert.ok((await titlesFor('元旦')).includes(holiday))
    assert.ok((await titlesFor('yuandan')).includes(holiday), 'pinyin')
    assert.ok((await titlesFor('fangjia anpai')).includes(holiday), 'two pinyin words')
    assert.ok((await titlesFor('元担')).includes(holiday), 'homophone typo')
  })

  it('keeps the list order (newest first) and the column filter; nothing for punctuation alone', async () => {
    const found = data(await call(t.app, 'GET', LIST, { query: { keyword: 'tongzhi', pageSize: '50' } }))
    assert.ok(found.total >= 2)
    const times = found.items.map((item: { releaseStartTime: string }) => item.releaseStartTime)
    assert.deepEqual([...times].sort().reverse(), times)
    assert.equal(data(await call(t.app, 'GET', LIST, { query: { keyword: '%' } })).total, 0)
    assert.equal(data(await call(t.app, 'GET', LIST, { query: { keyword: 'zzzzqqq' } })).total, 0)
  })
})
