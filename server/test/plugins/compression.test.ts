import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'

describe('compressed answers and long caching of hashed build files', () => {
  let t: TestApp
  const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-h5-'))
  const script = 'console.log("campus portal");\n'.repeat(200)
  before(async () => {
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>portal h5</title><div id="app"></div>')
    fs.mkdirSync(path.join(h5Dir, 'js'))
    const file = path.join(h5Dir, 'js', 'app.1a2b3c4d.js')
    fs.writeFileSync(file, script)
    fs.writeFileSync(file + '.br', zlib.brotliCompressSync(script))
    fs.writeFileSync(file + '.gz', zlib.gzipSync(script))
    fs.writeFileSync(path.join(h5Dir, 'logo.png'), Buffer.from('89504e47', 'hex'))
    t = await createTestApp({ config: { h5Dir } })
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('sends the brotli or gzip file the build wrote, cached for a year as immutable', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: '/js/app.1a2b3c4d.js', headers: { 'accept-encoding': `${encoding}` } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-encoding'], encoding)
      assert.match(String(res.headers['content-type']), /javascript/)
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
      assert.match(String(res.headers.vary), /accept-encoding/i)
      assert.equal(decode(res.rawPayload).toString(), script)
    }
    const plain = await t.app.inject({ url: '/js/app.1a2b3c4d.js', headers: { 'accept-encoding': 'identity' } })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, script)
  })

  it('makes the page and files without a hash revalidate', async () => {
    for (const url of ['/', '/pages/tab/index/index', '/index.html', '/logo.png']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
      assert.equal(res.statusCode, 200, url)
      assert.equal(res.headers['cache-control'], 'no-cache', url)
    }
  })

  it('compresses JSON answers for clients that accept it, and only for them', async () => {
    const url = '/docs/json'
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    const doc = JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())
    assert.ok(doc.paths, 'the OpenAPI document')
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.ok(br.rawPayload.length < JSON.stringify(doc).length / 3)
    const none = await t.app.inject({ url })
    assert.equal(none.headers['content-encoding'], undefined)
    assert.ok(JSON.parse(none.body).paths)
  })
})
