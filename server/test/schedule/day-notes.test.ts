import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { dayNote } from '../../src/lib/schedule/day-notes'

describe('lunar dates and 调休 (chinese-days, on the server)', () => {
  it('shows festivals, solar terms, lunar days and month names', () => {
    assert.deepEqual(dayNote('2026-02-17'), { text: '春节', badge: '休' })
    assert.equal(dayNote('2026-11-07').text, '立冬')
    assert.equal(dayNote('2026-11-24').text, '十六')
    assert.equal(dayNote('2026-12-09').text, '冬月')
  })

  it('marks holidays 休 and weekend make-up workdays 班', () => {
    assert.equal(dayNote('2026-10-01').badge, '休')
    assert.equal(dayNote('2026-09-20').badge, '班')
    assert.equal(dayNote('2026-11-25').badge, '')
  })
})

describe('GET /portal-api/v1/schedule/dayNotes', () => {
  let t: TestApp
  let token: string
  const get = async (query: string, auth = true) => {
    const res = await t.app.inject({ url: `/portal-api/v1/schedule/dayNotes?${query}`, headers: auth ? { 'x-id-token': token } : {} })
    return { status: res.statusCode, body: res.json() }
  }
  before(async () => {
    t = await createTestApp()
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  it("answers every day of the month calendar's window with its note", async () => {
    const res = await get('start=2026-09-27&end=2026-11-07')
    assert.equal(res.status, 200)
    const notes = res.body.data as Array<{ day: string; text: string; badge: string }>
    assert.equal(notes.length, 42)
    assert.equal(notes[0]!.day, '2026-09-27')
    assert.equal(notes.at(-1)!.day, '2026-11-07')
    assert.equal(notes.find((n) => n.day === '2026-10-01')!.badge, '休')
    assert.equal(notes.find((n) => n.day === '2026-11-07')!.text, '立冬')
  })

  it('refuses a reversed, too long or malformed span with a reason, and a signed-out caller', async () => {
    assert.match((await get('start=2026-11-07&end=2026-11-01')).body.message, /不能早于/)
    assert.match((await get('start=2026-01-01&end=2026-12-31')).body.message, /最多查询 100 天/)
    assert.equal((await get('start=2026-13-01&end=2026-13-02')).status, 400)
    assert.equal((await get('start=2026-11-01')).status, 400)
    assert.equal((await get('start=2026-11-01&end=2026-11-02', false)).status, 401)
  })
})
