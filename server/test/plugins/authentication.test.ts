import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose'
import { createTestApp, decodeJwtPayload, loginToken, type TestApp } from '../helpers/test-app'

const PROTECTED = { method: 'POST' as const, url: '/portal-api/v1/diversion/getUserDiversionList', payload: { terminal: 6 } }

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('authentication (X-Id-Token)', () => {
  let t: TestApp
  let token: string
  let publicPem: string
  let kid: string
  before(async () => {
    t = await createTestApp()
    token = await loginToken(t.app, 'guest')
    const key = (await t.app.inject({ url: '/token-service/jwt/publicKey' })).json().data
    publicPem = key.publicKey
    kid = key.kid
  })
  after(async () => {
    await t.close()
  })

  const call = (headers: Record<string, string>) => t.app.inject({ ...PROTECTED, headers })

  it('publishes the public key as PEM and JWK, and the JWK verifies issued tokens', async () => {
    const response = await t.app.inject({ url: '/token-service/jwt/publicKey' })
    const data = response.json().data
    assert.equal(data.alg, 'RS256')
    assert.match(data.publicKey, /^-----BEGIN PUBLIC KEY-----/)
    assert.equal(data.jwk.kty, 'RSA')
    assert.equal(data.audience, 'campus-portal')
    const { payload } = await jwtVerify(token, await importJWK(data.jwk, 'RS256'), { audience: 'campus-portal' })
    assert.equal(payload.sub, 'guest')
  })

  it('accepts a valid token in the header and in the userToken cookie', async () => {
    assert.equal((await call({ 'x-id-token': token })).statusCode, 200)
    assert.equal((await call({ cookie: `userToken=${token}` })).statusCode, 200)
  })

  it('answers 401 without a token', async () => {
    const response = await t.app.inject(PROTECTED)
    assert.equal(response.statusCode, 401)
    assert.equal(response.json().code, 401)
  })

  it('answers 401 with the re-login message for every forged or unusable token', async () => {
    const claims = decodeJwtPayload(token)
    const [header, payload, signature] = token.split('.') as [string, string, string]
    const otherKey = await generateKeyPair('RS256')
    const now = Math.floor(Date.now() / 1000)
    const hmacWithPublicKey = (() => {
      const head = b64({ alg: 'HS256', typ: 'JWT', kid })
      const body = b64(claims)
      const mac = crypto.createHmac('sha256', publicPem).update(`${head}.${body}`).digest('base64url')
      return `${head}.${body}.${mac}`
    })()
    const forged: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none with kid': `${b64({ alg: 'none', kid })}.${payload}.`,
      'HS256 signed with the public key': hmacWithPublicKey,
      'signed by another key with our kid': await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(otherKey.privateKey),
      'payload changed (signature kept)': `${header}.${b64({ ...claims, sub: 'admin', ATTR_identityTypeCode: 'admin' })}.${signature}`,
      'signature bit flipped': `${header}.${payload}.${signature.slice(0, -4)}${signature.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`,
      garbage: 'not-a-token',
      'empty segments': '..',
    }
    const privatePem = (await t.database.pool.query<{ private_pem: string }>('SELECT private_pem FROM signing_keys')).rows[0]!.private_pem
    const realKey = crypto.createPrivateKey(privatePem)
    const signReal = (body: Record<string, unknown>) => new SignJWT(body).setProtectedHeader({ alg: 'RS256', kid }).sign(realKey)
    forged.expired = await signReal({ ...claims, iat: now - 7200, exp: now - 60 })
    forged['wrong audience'] = await signReal({ ...claims, aud: 'another-app' })
    forged['wrong issuer'] = await signReal({ ...claims, iss: 'someone-else' })
    forged['no exp'] = await signReal({ ...claims, exp: undefined })
    forged['unknown identity'] = await signReal({ ...claims, ATTR_identityTypeCode: 'root' })
    forged['RS256 without kid'] = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256' }).sign(realKey)
    forged['PS256 with the real key'] = await new SignJWT(claims).setProtectedHeader({ alg: 'PS256', kid }).sign(realKey)
    for (const [name, value] of Object.entries(forged)) {
      for (const headers of [{ 'x-id-token': value }, { cookie: `userToken=${encodeURIComponent(value)}` }] as Array<
        Record<string, string>
      >) {
        const response = await call(headers)
        assert.equal(response.statusCode, 401, `${name} must be refused`)
        assert.deepEqual(response.json(), { code: 401, message: '登录已过期，请重新登录' }, name)
      }
    }
  })
})
