import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { SCRIPTS_AFTER_PAINT_SOURCE } from '../../src/lib/portal/first-paint'

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  )
}

describe('security headers (helmet) on the H5 site', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ config: { frameAncestors: ['https://portal.example.edu'], imageHosts: ['img.example.edu'] } })
    const h5Dir = path.join(path.dirname(t.outboxFile), 'dist-h5')
    fs.mkdirSync(h5Dir, { recursive: true })
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>h5</title><script src="/js/app.js"></script>')
  })
  after(async () => {
    await t.close()
  })

  it("the page carries a CSP with scripts from self (and the first paint's loader by hash), the allowed image hosts and framers", async () => {
    const page = await t.app.inject({ url: '/pages/index/index' })
    assert.equal(page.statusCode, 200)
    const csp = directives(page.headers['content-security-policy'])
    assert.deepEqual(csp.get('script-src'), ["'self'", SCRIPTS_AFTER_PAINT_SOURCE])
    assert.match(SCRIPTS_AFTER_PAINT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/)
    assert.deepEqual(csp.get('default-src'), ["'self'"])
    assert.deepEqual(csp.get('object-src'), ["'none'"])
    assert.deepEqual(csp.get('img-src'), ["'self'", 'data:', 'blob:', 'img.example.edu:*'])
    assert.deepEqual(csp.get('frame-ancestors'), ["'self'", 'https://portal.example.edu'])
    assert.deepEqual(csp.get('frame-src'), ["'self'", '127.0.0.1:*', 'localhost:*'], 'web views only to casArry hosts')
    assert.equal(page.headers['x-content-type-options'], 'nosniff')
    assert.equal(page.headers['referrer-policy'], 'no-referrer')
    assert.equal(page.headers['x-frame-options'], undefined, 'frame-ancestors decides when other hosts may frame')
  })

  it('API answers carry the headers too; the CAS pages keep their own stricter policy', async () => {
    const api = await t.app.inject({ url: '/portal-api/v1/config/system/getSystemConf' })
    assert.equal(api.headers['x-content-type-options'], 'nosniff')
    assert.match(String(api.headers['content-security-policy']), /script-src 'self'/)
    const cas = await t.app.inject({ url: '/cas/login' })
    const csp = directives(cas.headers['content-security-policy'])
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"])
    assert.match(csp.get('script-src')![0]!, /^'nonce-/)
  })

  it('without FRAME_ANCESTORS only this origin may frame the app', async () => {
    const plain = await createTestApp()
    try {
      const response = await plain.app.inject({ url: '/pages/index/index' })
      assert.deepEqual(directives(response.headers['content-security-policy']).get('frame-ancestors'), ["'self'"])
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN')
    } finally {
      await plain.close()
    }
  })

  it('refuses a FRAME_ANCESTORS entry that is not an origin', async () => {
    await assert.rejects(createTestApp({ config: { frameAncestors: ["https://a.edu 'unsafe-inline'"] } }), /FRAME_ANCESTORS/)
  })
})
