import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { redactUrl } from '../../src/lib/common/log-redaction'

describe('request log redaction', () => {
  it('hides passwords, codes and tickets in logged URLs and keeps the rest', () => {
    assert.equal(
      redactUrl('/token-service/password/passwordLogin?username=t1001&password=Campus%402026&appId=a'),
      '/token-service/password/passwordLogin?username=t1001&password=***&appId=a',
    )
    assert.equal(
      redactUrl('/token-service/passwordless/smsLogin?mobile=13800000001&smscode=123456&nonce=x'),
      '/token-service/passwordless/smsLogin?mobile=13800000001&smscode=***&nonce=***',
    )
    assert.equal(
      redactUrl('/cas/serviceValidate?service=http%3A%2F%2Fa%2F&ticket=ST-1'),
      '/cas/serviceValidate?service=http%3A%2F%2Fa%2F&ticket=***',
    )
    assert.equal(redactUrl('/portal-api/v2/service/networkCheck'), '/portal-api/v2/service/networkCheck')
  })
})
