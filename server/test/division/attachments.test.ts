import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const SAVE = '/portal-api/v1/secondWork/announcement/save'

describe('announcement attachments (shared upload)', () => {
  let t: TestApp
  let publisher: string
  let admin: string
  let student: string
  before(async () => {
    t = await createTestApp()
    publisher = await loginToken(t.app, 't3101')
    admin = await loginToken(t.app, 't1001')
    student = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  async function upload(token: string, name: string): Promise<string> {
    const form = new FormData()
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), name)
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
    const answer = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'x-id-token': token },
    })
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data.id
  }

  const notice = (attachments: { fileId: string; name: string }[], id?: number) => ({
    id,
    code: 'sfdx-cs',
    title: '考试安排表',
    content: '<p>见附件</p>',
    audience: [],
    pinned: false,
    attachments,
  })

  it('attaches the publisher’s own upload; members get its address; another person’s upload or an unknown id is refused', async () => {
    const fileId = await upload(publisher, '考试安排.pdf')
    const saved = data(await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId, name: '考试安排.pdf' }]) }))
    const read = data(
      await call(t.app, 'GET', '/portal-api/v1/secondWork/announcement/detail', { token: student, query: { id: String(saved.id) } }),
    )
    assert.equal(read.attachments.length, 1)
    assert.match(read.attachments[0].url, new RegExp(`/portal-api/v1/files/${fileId}$`))
    assert.equal((await t.app.inject({ method: 'GET', url: `/portal-api/v1/files/${fileId}` })).statusCode, 200)

    const studentsFile = await upload(student, '私人文件.pdf')
    refused(
      await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId: studentsFile, name: '私人文件.pdf' }]) }),
      403,
      /不是你上传/,
    )
    refused(
      await call(t.app, 'POST', SAVE, {
        token: publisher,
        body: notice([{ fileId: '00000000-0000-4000-8000-000000000000', name: '不存在.pdf' }]),
      }),
      400,
      /不存在/,
    )
    // another publisher of the division may edit it and keep the attachment uploaded by the first
    const edited = data(
      await call(t.app, 'POST', SAVE, { token: admin, body: { ...notice([{ fileId, name: '考试安排（修订）.pdf' }], saved.id) } }),
    )
    assert.equal(edited.attachments[0].name, '考试安排（修订）.pdf')
  })
})
