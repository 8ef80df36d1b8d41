import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const FAKE_APPID = 'wx-test-appid'
export const FAKE_SECRET = 'wx-test-secret'

interface Session {
  openid: string
  sessionKey: string
}

/** A stand-in for WeChat's code2session on 127.0.0.1 (it accepts a code repeatedly, so the portal must refuse replays). */
export async function startFakeWechat() {
  const sessions = new Map<string, Session>()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const session = sessions.get(url.searchParams.get('js_code') ?? '')
    const validClient =
      url.searchParams.get('appid') === FAKE_APPID &&
      url.searchParams.get('secret') === FAKE_SECRET &&
      url.searchParams.get('grant_type') === 'authorization_code'
    response.setHeader('content-type', 'application/json')
    if (url.pathname !== '/sns/jscode2session' || !validClient) {
      response.end(JSON.stringify({ errcode: 40013, errmsg: 'invalid appid' }))
    } else if (!session) {
      response.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))
    } else {
      response.end(JSON.stringify({ openid: session.openid, session_key: session.sessionKey }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /** A fresh wx.login code for `openid`, with the data wx.getUserInfo would give. */
  function login(openid: string, nickName = '微信用户', appid = FAKE_APPID) {
    const code = crypto.randomBytes(12).toString('hex')
    const sessionKey = crypto.randomBytes(16).toString('base64')
    sessions.set(code, { openid, sessionKey })
    const rawData = JSON.stringify({ nickName, avatarUrl: 'https://thirdwx.qlogo.cn/demo.png' })
    const signature = crypto
      .createHash('sha1')
      .update(rawData + sessionKey)
      .digest('hex')
    const iv = crypto.randomBytes(16)
    const cipher = crypto.createCipheriv('aes-128-cbc', Buffer.from(sessionKey, 'base64'), iv)
    const plain = JSON.stringify({
      openId: openid,
      nickName,
      avatarUrl: 'https://thirdwx.qlogo.cn/demo.png',
      watermark: { appid, timestamp: Math.floor(Date.now() / 1000) },
    })
    const encryptedData = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
    return { code, rawData, signature, encryptedData, iv: iv.toString('base64') }
  }

  return {
    apiBase: `http://127.0.0.1:${port}`,
    login,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
