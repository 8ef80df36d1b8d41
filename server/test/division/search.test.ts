import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { pinyin } from 'pinyin-pro'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const API = '/portal-api/v1/secondWork'

describe('division search through the global search service', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  let collegeNotice: number
  let classNotice: number
  before(async () => {
    t = await createTestApp()
    for (const user of ['2026001', 't3101', 't3102', '2026002']) token[user] = await loginToken(t.app, user)
    const post = async (title: string, audience: string[]) =>
      data(
        await call(t.app, 'POST', `${API}/announcement/save`, {
          token: token.t3101,
          body: { code: 'sfdx-cs', title, content: '<p>请同学们注意离校前关好门窗。</p>', audience, pinned: false },
        }),
      ).id as number
    collegeNotice = await post('寒假离校安全须知', ['sfdx-cs'])
    classNotice = await post('计科2301班寒假社会实践分组', ['sfdx-cs-2301'])
  })
  after(async () => {
    await t.close()
  })
  const search = (user: string, code: string, keyword: string) =>
    call(t.app, 'GET', `${API}/search`, { token: token[user], query: { code, keyword } })
  const ids = (answer: Awaited<ReturnType<typeof search>>) =>
    (data(answer).items as { kind: string; id: number }[]).filter((hit) => hit.kind === 'announcement').map((hit) => hit.id)

  it('finds an announcement by pinyin, by initials and despite a homophone typo, with the matched words marked', async () => {
    assert.ok(ids(await search('2026001', 'sfdx-cs', 'hanjia')).includes(collegeNotice), 'pinyin')
    assert.ok(ids(await search('2026001', 'sfdx-cs', 'hjlx')).includes(collegeNotice), 'initials')
    assert.ok(ids(await search('2026001', 'sfdx-cs', '寒家离校')).includes(collegeNotice), 'homophone typo')
    const hit = data(await search('2026001', 'sfdx-cs', '离校')).items.find((h: { id: number }) => h.id === collegeNotice)
    assert.ok(hit.titlePieces.some((piece: { text: string; hit: boolean }) => piece.hit && piece.text.includes('离校')))
  })

  it('respects the audience: another college’s student finds nothing, a sub-unit’s notice stays with the sub-unit', async () => {
    assert.deepEqual(ids(await search('2026002', 'sfdx-em', 'hanjia')), [])
    refused(await search('2026002', 'sfdx-cs', 'hanjia'), 403)
    assert.ok(ids(await search('2026001', 'sfdx-cs', 'shehuishijian')).includes(classNotice), 'the class sees its notice')
    assert.ok(!ids(await search('t3102', 'sfdx-cs', 'shehuishijian')).includes(classNotice), 'the rest of the college does not')
    // the global search applies the same audience: the college's student finds the notice as a 公告, another college's does not
    const inGlobal = async (who: string) => {
      const found = data(
        await call(t.app, 'GET', '/portal-api/v1/search/all', { token: token[who], query: { keyword: '寒假离校安全须知' } }),
      )
      return found.groups.some((group: { type: string; items: { title: string }[] }) =>
        group.items.some((item) => item.title === '寒假离校安全须知' && group.type === 'announcement'),
      )
    }
    assert.equal(await inGlobal('2026001'), true)
    assert.equal(await inGlobal('2026002'), false)
    // nor the news of a column the division owns, in the grouped answer or in the news type's pages
    const owned = '2026届毕业生就业双选会举行'
    const news = data(await call(t.app, 'GET', '/portal-api/v1/search/all', { token: token['2026001'], query: { keyword: owned } }))
    assert.ok(!news.groups.some((group: { items: { title: string }[] }) => group.items.some((item) => item.title === owned)))
    const page = data(
      await call(t.app, 'GET', '/portal-api/v1/search/type', { token: token['2026001'], query: { keyword: owned, type: 'news' } }),
    )
    assert.ok(!page.items.some((item: { title: string }) => item.title === owned))
  })

  it('follows edits and take-downs: a new title is found at once, an expired notice only by publishers', async () => {
    const saved = data(
      await call(t.app, 'POST', `${API}/announcement/save`, {
        token: token.t3101,
        body: {
          id: collegeNotice,
          code: 'sfdx-cs',
          title: '寒假留校住宿申请',
          content: '<p>申请留校</p>',
          audience: ['sfdx-cs'],
          pinned: false,
        },
      }),
    )
    assert.equal(saved.title, '寒假留校住宿申请')
    const renamed = data(await search('2026001', 'sfdx-cs', 'liuxiao')).items.find((hit: { id: number }) => hit.id === collegeNotice)
    assert.equal(renamed.title, '寒假留校住宿申请')
    data(await call(t.app, 'POST', `${API}/announcement/expire`, { token: token.t3101, body: { id: collegeNotice } }))
    assert.ok(!ids(await search('2026001', 'sfdx-cs', 'liuxiao')).includes(collegeNotice))
    assert.ok(ids(await search('t3101', 'sfdx-cs', 'liuxiao')).includes(collegeNotice))
  })

  it('finds the division’s own news by pinyin', async () => {
    const news = data(await call(t.app, 'GET', `${API}/news`, { token: token['2026001'], query: { code: 'sfdx-cs' } })).items
    const title: string = news[0].title
    const spelled = pinyin(title.replace(/[^\u4e00-\u9fa5]/g, '').slice(0, 4), { toneType: 'none', separator: '' })
    const hits = data(await search('2026001', 'sfdx-cs', spelled)).items
    assert.ok(
      hits.some((hit: { kind: string; id: number; columnId: number }) => hit.kind === 'news' && hit.id === news[0].id && hit.columnId > 0),
    )
  })
})
