import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

/** A multipart body as a browser would send it (built by the platform's own FormData). */
async function multipart(field: string, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const form = new FormData()
  form.append(field, new Blob([bytes], { type }), name)
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

describe('file upload (shared by attachments, images and avatars)', () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await createTestApp({ config: { uploadMaxBytes: 64 * 1024 } })
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  const upload = async (field: string, name: string, bytes: Buffer, auth: string | undefined = token) => {
    const body = await multipart(field, name, bytes)
    return await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(auth ? { 'x-id-token': auth } : {}) },
    })
  }

  it('stores an image recognised by its bytes and serves it back by id', async () => {
    const answer = await upload('file', '../../etc/头像.png', PNG)
    assert.equal(answer.statusCode, 200, answer.body)
    const file = answer.json().data
    assert.equal(file.mimeType, 'image/png')
    assert.equal(file.kind, 'image')
    assert.equal(file.fileName, '头像.png')
    assert.equal(file.byteSize, PNG.length)
    assert.equal(file.url, `/portal-api/v1/files/${file.id}`)
    const served = await t.app.inject({ method: 'GET', url: file.url })
    assert.equal(served.statusCode, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.equal(served.headers['x-content-type-options'], 'nosniff')
    assert.match(String(served.headers['content-disposition']), /^inline/)
    assert.deepEqual(served.rawPayload, PNG)
  })

  it('recognises a PDF whatever its name says', async () => {
    const file = (await upload('file', 'scan.jpg', PDF)).json().data
    assert.equal(file.mimeType, 'application/pdf')
    assert.equal(file.kind, 'document')
  })

  it('refuses with a reason: signed out, other types, empty, too large, wrong field, not multipart', async () => {
    const signedOut = await upload('file', 'a.png', PNG, '')
    assert.equal(signedOut.statusCode, 401)
    const html = await upload('file', 'a.png', Buffer.from('<html><script>alert(1)</script></html>'))
    assert.equal(html.statusCode, 415)
    assert.match(html.json().message, /不支持的文件类型/)
    const empty = await upload('file', 'a.png', Buffer.alloc(0))
    assert.equal(empty.statusCode, 400)
    assert.match(empty.json().message, /空/)
    const large = await upload('file', 'big.png', Buffer.concat([PNG, Buffer.alloc(70 * 1024)]))
    assert.equal(large.statusCode, 413)
    assert.match(large.json().message, /不能超过/)
    const field = await upload('avatar', 'a.png', PNG)
    assert.equal(field.statusCode, 400)
    assert.match(field.json().message, /字段 file/)
    const json = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      payload: { file: 'x' },
      headers: { 'x-id-token': token },
    })
    assert.equal(json.statusCode, 415)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/portal-api/v1/files/7a0c3f8e-8d7e-4c5b-9a55-1f1c5b9d2e11' })).statusCode, 404)
    assert.equal((await t.app.inject({ method: 'GET', url: '/portal-api/v1/files/not-a-uuid' })).statusCode, 400)
  })
})

describe('email outbox', () => {
  it('writes each email as a line of the outbox file with the sender', async () => {
    const t = await createTestApp()
    try {
      await t.app.emailSender.send({ to: 'liming2026001@stu.sfdx.edu.cn', subject: '验证码', text: '您的验证码是 123456' })
      const [mail] = t.emailOutbox()
      assert.equal(mail?.to, 'liming2026001@stu.sfdx.edu.cn')
      assert.equal(mail?.subject, '验证码')
      assert.match(String((mail as { from?: string }).from), /sfdx\.edu\.cn/)
    } finally {
      await t.close()
    }
  })
})
