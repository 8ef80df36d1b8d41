import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig, parseSignOnMethods } from '../../src/config'

describe('SIGN_ON_METHODS', () => {
  it('gives every identity the portal password unless listed', () => {
    assert.deepEqual(parseSignOnMethods(undefined), { admin: 'password', guest: 'password', student: 'password', teacher: 'password' })
    assert.deepEqual(parseSignOnMethods('student=oidc, teacher=ldap'), {
      admin: 'password',
      guest: 'password',
      student: 'oidc',
      teacher: 'ldap',
    })
  })

  it('stops on an unknown identity or method, naming it', () => {
    assert.throws(() => parseSignOnMethods('alumni=cas'), /unknown identity "alumni"/)
    assert.throws(() => parseSignOnMethods('student=saml'), /unknown method "saml" for student/)
    assert.throws(() => parseSignOnMethods('student'), /unknown method "" for student/)
  })

  it('reads the upstreams from the environment and stops on an address that is not a URL', () => {
    const saved = { ...process.env }
    try {
      Object.assign(process.env, {
        OIDC_ISSUER: 'https://id.example.edu.cn',
        OIDC_CLIENT_ID: 'portal',
        UPSTREAM_CAS_URL: 'https://cas.example.edu.cn/cas/',
      })
      const { identity } = loadConfig()
      assert.equal(identity.oidc?.usernameClaim, 'preferred_username')
      assert.equal(identity.oidc?.jit, false)
      assert.equal(identity.cas?.url, 'https://cas.example.edu.cn/cas')
      assert.equal(identity.upstreamTimeoutMs, 5000)
      process.env.UPSTREAM_CAS_URL = 'cas.example.edu.cn'
      assert.throws(() => loadConfig(), /UPSTREAM_CAS_URL must be an absolute URL/)
    } finally {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'UPSTREAM_CAS_URL']) {
        if (saved[key] === undefined) delete process.env[key]
        else process.env[key] = saved[key]
      }
    }
  })
})
