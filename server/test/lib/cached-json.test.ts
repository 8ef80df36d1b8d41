import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { describe, it } from 'node:test'
import { CachedJson, notModified } from '../../src/lib/common/cached-json'

const value = { code: 0, data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `日程 ${i}`, location: '教学楼 101' })) }

describe('CachedJson', () => {
  it('holds the JSON, and brotli and gzip forms that decode to exactly it, each made once', async () => {
    const body = new CachedJson(value)
    assert.equal(body.json.toString(), JSON.stringify(value))
    const [br, again] = await Promise.all([body.encodedAs('br'), body.encodedAs('br')])
    assert.equal(br, again, 'concurrent first requests share one compression')
    assert.equal(body.encodedAs('br'), br, 'later ones get the kept bytes, no promise')
    assert.ok(br.length < body.json.length / 4)
    assert.deepEqual(zlib.brotliDecompressSync(br), body.json)
    assert.deepEqual(zlib.gunzipSync(await body.encodedAs('gzip')), body.json)
  })

  it('has a weak ETag that depends on the content only', () => {
    const etag = new CachedJson(value).etag
    assert.match(etag, /^W\/"[\w-]{27}"$/)
    assert.equal(new CachedJson(structuredClone(value)).etag, etag)
    assert.notEqual(new CachedJson({ ...value, code: 1 }).etag, etag)
  })
})

describe('notModified (If-None-Match)', () => {
  const etag = 'W/"abc"'
  it('matches the tag weakly, in a list, or *', () => {
    assert.equal(notModified('W/"abc"', etag), true)
    assert.equal(notModified('"abc"', etag), true)
    assert.equal(notModified('"x", W/"abc"', etag), true)
    assert.equal(notModified('*', etag), true)
  })
  it('does not match another tag or no header', () => {
    assert.equal(notModified(undefined, etag), false)
    assert.equal(notModified('', etag), false)
    assert.equal(notModified('W/"abd"', etag), false)
    assert.equal(notModified('abc', etag), false)
  })
})
