import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, beforeEach, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { wechatCredentials } from '../../src/db/schema/index'
import { jssdkSignature, signableUrl } from '../../src/lib/cms/cms-wechat'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { call, data, refused } from './helpers'

const APPID = 'wx-mp-test'
const SECRET = 'mp-secret'

/** A stand-in for WeChat's /cgi-bin/token and /cgi-bin/ticket/getticket on 127.0.0.1, counting calls. */
async function startFakeWechatMp() {
  const state = {
    tokenCalls: 0,
    ticketCalls: 0,
    tokenSeq: 0,
    ticketSeq: 0,
    expiresIn: 7200,
    failTicket: false,
    revokeNextTicket: false,
    delayMs: 0,
  }
  let currentToken = ''
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const reply = (body: unknown) =>
      setTimeout(() => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify(body))
      }, state.delayMs)
    if (url.pathname === '/cgi-bin/token') {
      state.tokenCalls += 1
      if (
        url.searchParams.get('grant_type') !== 'client_credential' ||
        url.searchParams.get('appid') !== APPID ||
        url.searchParams.get('secret') !== SECRET
      ) {
        reply({ errcode: 40125, errmsg: 'invalid appsecret' })
        return
      }
      state.tokenSeq += 1
      currentToken = `ACCESS_TOKEN_${state.tokenSeq}`
      reply({ access_token: currentToken, expires_in: state.expiresIn })
    } else if (url.pathname === '/cgi-bin/ticket/getticket') {
      state.ticketCalls += 1
      if (state.failTicket) return reply({ errcode: -1, errmsg: 'system error' })
      if (state.revokeNextTicket) {
        state.revokeNextTicket = false
        currentToken = 'revoked'
      }
      if (url.searchParams.get('access_token') !== currentToken || url.searchParams.get('type') !== 'jsapi') {
        return reply({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' })
      }
      state.ticketSeq += 1
      reply({ errcode: 0, errmsg: 'ok', ticket: `TICKET_${state.ticketSeq}`, expires_in: state.expiresIn })
    } else {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiBase: `http://127.0.0.1:${port}`,
    state,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe('WeChat JS-SDK signature (/portal-api/v1/wechat/getWechatJSSDK)', () => {
  let wechat: Awaited<ReturnType<typeof startFakeWechatMp>>
  let t: TestApp
  let second: TestApp // another server instance on the same database
  before(async () => {
    wechat = await startFakeWechatMp()
    const config = { wechat: { appId: APPID, secret: SECRET, apiBase: wechat.apiBase } }
    t = await createTestApp({ config })
    second = await createTestApp({ config, database: t.database })
  })
  after(async () => {
    await second.app.close()
    await t.close()
    await wechat.close()
  })
  beforeEach(async () => {
    await t.database.db.delete(wechatCredentials)
    Object.assign(wechat.state, { tokenCalls: 0, ticketCalls: 0, expiresIn: 7200, failTicket: false, revokeNextTicket: false, delayMs: 0 })
  })

  const sign = async (app: TestApp, url: string) => await call(app.app, 'GET', '/portal-api/v1/wechat/getWechatJSSDK', { query: { url } })

  it("matches WeChat's published example vector", () => {
    assert.equal(
      jssdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    )
  })

  it('signs the page URL without its fragment with the ticket fetched from WeChat', async () => {
    const page = 'https://portal.example.edu.cn/pagesA/news/detail?id=3&columnId=1'
    const config = data(await sign(t, `${page}#/share?x=1`))
    assert.equal(config.appid, APPID)
    assert.equal(typeof config.timestamp, 'number')
    assert.ok(Math.abs(config.timestamp - Date.now() / 1000) < 600)
    assert.match(config.nonceStr, /^[A-Za-z0-9]{16}$/)
    const expected = crypto
      .createHash('sha1')
      .update(`jsapi_ticket=TICKET_${wechat.state.ticketSeq}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page}`)
      .digest('hex')
    assert.equal(config.signature, expected)
    assert.equal(signableUrl(`${page}#frag`), page)
  })

  it('caches access_token and jsapi_ticket in the database: later calls (and other instances) do not call WeChat', async () => {
    data(await sign(t, 'https://portal.example.edu.cn/a'))
    assert.equal(wechat.state.tokenCalls, 1)
    assert.equal(wechat.state.ticketCalls, 1)
    for (let i = 0; i < 5; i += 1) data(await sign(t, `https://portal.example.edu.cn/b${i}`))
    data(await sign(second, 'https://portal.example.edu.cn/c'))
    assert.equal(wechat.state.tokenCalls, 1)
    assert.equal(wechat.state.ticketCalls, 1)
    const rows = await t.database.db.select().from(wechatCredentials)
    assert.deepEqual(rows.map((row) => row.key).sort(), [`access_token:${APPID}`, `jsapi_ticket:${APPID}`])
    for (const row of rows) {
      const lifetime = (row.expiresAt.getTime() - Date.now()) / 1000
      assert.ok(lifetime > 7200 - 300 - 60 && lifetime <= 7200 - 300 + 5, `stored with the margin: ${lifetime}`)
    }
  })

  it('concurrent first requests on two instances fetch from WeChat only once', async () => {
    wechat.state.delayMs = 150
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => await sign(i % 2 ? second : t, `https://portal.example.edu.cn/p${i}`)),
    )
    for (const answer of answers) data(answer)
    assert.equal(wechat.state.tokenCalls, 1)
    assert.equal(wechat.state.ticketCalls, 1)
  })

  it('refreshes after expiry (minus the margin)', async () => {
    data(await sign(t, 'https://portal.example.edu.cn/a'))
    // pretend the cached values are about to expire
    await t.database.db.update(wechatCredentials).set({ expiresAt: sql`now() - interval '1 second'` })
    data(await sign(t, 'https://portal.example.edu.cn/a'))
    assert.equal(wechat.state.tokenCalls, 2)
    assert.equal(wechat.state.ticketCalls, 2)
    // a short-lived credential is never cached for less than a minute nor beyond its life
    wechat.state.expiresIn = 200
    await t.database.db.delete(wechatCredentials)
    data(await sign(t, 'https://portal.example.edu.cn/a'))
    const [row] = await t.database.db.select().from(wechatCredentials).limit(1)
    const lifetime = (row!.expiresAt.getTime() - Date.now()) / 1000
    assert.ok(lifetime <= 61 && lifetime > 50, String(lifetime))
  })

  it('renews a revoked access_token once when WeChat rejects it (40001)', async () => {
    data(await sign(t, 'https://portal.example.edu.cn/a'))
    await t.database.db.delete(wechatCredentials).where(sql`${wechatCredentials.key} like 'jsapi_ticket:%'`)
    wechat.state.revokeNextTicket = true
    const config = data(await sign(t, 'https://portal.example.edu.cn/a'))
    assert.ok(config.signature)
    assert.equal(wechat.state.tokenCalls, 2)
    assert.equal(wechat.state.ticketCalls, 3)
  })

  it('refuses bad URLs with Chinese reasons and reports WeChat failures as 502', async () => {
    refused(await call(t.app, 'GET', '/portal-api/v1/wechat/getWechatJSSDK'), 400, /url/)
    refused(await sign(t, 'not a url at all'), 400, /地址/)
    refused(await sign(t, 'javascript:alert(1)//x'), 400)
    refused(await sign(t, 'ftp://portal.example.edu.cn/x'), 400, /http/)
    wechat.state.failTicket = true
    refused(await sign(t, 'https://portal.example.edu.cn/a'), 502, /微信接口/)
    assert.equal(
      (
        await t.database.db
          .select()
          .from(wechatCredentials)
          .where(sql`${wechatCredentials.key} like 'jsapi_ticket:%'`)
      ).length,
      0,
      'failures are not cached',
    )
  })

  it('answers 503 when no WeChat secret is configured, and 502 when WeChat cannot be reached', async () => {
    const unconfigured = await createTestApp({
      config: { wechat: { appId: APPID, secret: '', apiBase: wechat.apiBase } },
      database: t.database,
    })
    const unreachable = await createTestApp({
      config: { wechat: { appId: 'wx-other', secret: SECRET, apiBase: 'http://127.0.0.1:9' } },
      database: t.database,
    })
    try {
      refused(await sign(unconfigured, 'https://portal.example.edu.cn/a'), 503, /WECHAT_SECRET/)
      refused(await sign(unreachable, 'https://portal.example.edu.cn/a'), 502, /微信接口暂不可用/)
    } finally {
      await unconfigured.app.close()
      await unreachable.app.close()
    }
  })
})
