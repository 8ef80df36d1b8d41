import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { byteRange } from '../../src/lib/files/byte-range'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

describe('file ranges (video seeking)', () => {
  it('reads one range of bytes; anything else sends the whole file or is unsatisfiable', () => {
    assert.deepEqual(byteRange('bytes=0-9', 100), { start: 0, end: 9 })
    assert.deepEqual(byteRange('bytes=90-', 100), { start: 90, end: 99 })
    assert.deepEqual(byteRange('bytes=-10', 100), { start: 90, end: 99 })
    assert.deepEqual(byteRange('bytes=50-500', 100), { start: 50, end: 99 })
    assert.equal(byteRange('bytes=100-', 100), 'unsatisfiable')
    assert.equal(byteRange('bytes=9-2', 100), 'unsatisfiable')
    assert.equal(byteRange(undefined, 100), undefined)
    assert.equal(byteRange('bytes=0-1,5-9', 100), undefined)
    assert.equal(byteRange('items=0-1', 100), undefined)
  })

  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('a lesson video answers 206 with the asked bytes and 416 past its end', async () => {
    const token = await loginToken(t.app, '2026001')
    const overview = data(await call(t.app, 'GET', '/portal-api/v1/study/overview', { token }))
    const course = data(await call(t.app, 'GET', '/portal-api/v1/study/course', { token, query: { id: String(overview.taking[0].id) } }))
    const video = course.lessons.find((lesson: { kind: string }) => lesson.kind === 'video')
    const lesson = data(await call(t.app, 'GET', '/portal-api/v1/study/lesson', { token, query: { id: String(video.id) } }))
    const url = new URL(lesson.fileUrl).pathname
    const whole = await t.app.inject({ method: 'GET', url })
    assert.equal(whole.statusCode, 200)
    assert.equal(whole.headers['accept-ranges'], 'bytes')
    const size = whole.rawPayload.length
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-7' } })
    assert.equal(part.statusCode, 206)
    assert.equal(part.headers['content-range'], `bytes 4-7/${size}`)
    assert.equal(part.rawPayload.toString('latin1'), 'ftyp')
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-16' } })
    assert.deepEqual(tail.rawPayload, whole.rawPayload.subarray(size - 16))
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } })
    assert.equal(past.statusCode, 416)
    assert.equal(past.headers['content-range'], `bytes */${size}`)
  })
})
