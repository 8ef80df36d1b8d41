import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseSignOnMethods } from '../../src/config'

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
})
