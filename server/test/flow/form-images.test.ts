import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'

/** A 1×1 PNG and a PDF, uploaded through the shared upload route. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

async function upload(app: FastifyInstance, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
  const res = await app.inject({
    method: 'POST',
    url: '/portal-api/v1/files',
    headers: { 'x-id-token': token, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().data.id
}

const LEAVE = { leaveType: '病假', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-02T00:00:00Z', reason: '发烧就医' }

describe('flow: images fields on application forms (病假证明, 发票)', () => {
  let t: TestApp
  let student: Caller
  let student2: Caller
  let teacher: Caller

  before(async () => {
    t = await createTestApp()
    ;[student, student2, teacher] = (await Promise.all(['2026001', '2026002', 't1001'].map((name) => as(t.app, name)))) as [
      Caller,
      Caller,
      Caller,
    ]
  })
  after(async () => {
    await t.close()
  })

  it('the forms declare the images fields (up to 9)', async () => {
    const forms = data(await teacher.get('/flow/application/forms'))
    const field = (type: string, name: string) =>
      forms.find((form: { type: string }) => form.type === type).fields.find((f: { name: string }) => f.name === name)
    assert.deepEqual(field('leave', 'proof'), { name: 'proof', label: '病假证明', kind: 'images', required: false, maxCount: 9 })
    assert.equal(field('reimbursement', 'invoices').kind, 'images')
  })

  it('images go with the application; the handler sees them in the detail, not as text rows', async () => {
    const first = await upload(t.app, student.token, PNG, '病假条.png')
    const second = await upload(t.app, student.token, PNG, '化验单.png')
    const started = data(await student.post('/flow/application/start', { type: 'leave', form: { ...LEAVE, proof: [first, second] } }))
    const detail = data(await teacher.get('/flow/application/detail', { id: started.id }))
    assert.deepEqual(detail.images, [{ label: '病假证明', files: [first, second] }])
    assert.ok(!detail.fields.some((row: { label: string }) => row.label === '病假证明'))
    assert.ok(detail.myTaskId, 'the teacher handles it')
    const image = await t.app.inject({ url: `/portal-api/v1/files/${first}` })
    assert.equal(image.statusCode, 200)
    assert.equal(image.headers['content-type'], 'image/png')
    // A leave without proof has no images block.
    const plain = data(await student.post('/flow/application/start', { type: 'leave', form: { ...LEAVE, proof: [] } }))
    assert.deepEqual(data(await student.get('/flow/application/detail', { id: plain.id })).images, [])
  })

  it('a draft keeps its images', async () => {
    const invoice = await upload(t.app, teacher.token, PNG, 'fapiao.png')
    const draft = data(
      await teacher.post('/flow/application/saveDraft', { type: 'reimbursement', form: { category: '办公用品', invoices: [invoice] } }),
    )
    const detail = data(await teacher.get('/flow/application/detail', { id: draft.id }))
    assert.deepEqual(detail.form.invoices, [invoice])
    assert.deepEqual(detail.images, [{ label: '发票', files: [invoice] }])
  })

  it('refuses what is not the applicant’s own images, more than 9, duplicates and malformed ids (400, field named)', async () => {
    const drafts = async () => data(await student.get('/flow/center-list/list', { level: 'myDraft', pageSize: 50 })).total
    const draftsBefore = await drafts()
    const pdf = await upload(t.app, student.token, PDF, 'proof.pdf')
    const theirs = await upload(t.app, student2.token, PNG, 'other.png')
    const mine = await upload(t.app, student.token, PNG, 'mine.png')
    const refused = async (proof: unknown, reason: RegExp) => {
      for (const path of ['/flow/application/start', '/flow/application/saveDraft']) {
        const res = await student.post(path, { type: 'leave', form: { ...LEAVE, proof } })
        assert.equal(res.statusCode, 400, `${path} ${JSON.stringify(proof)}: ${res.body}`)
        assert.match(res.json().message, reason)
      }
    }
    await refused([pdf], /病假证明只能上传图片/)
    await refused([theirs], /病假证明中有图片不存在或不是你上传的/)
    await refused(['00000000-0000-4000-8000-000000000000'], /不存在或不是你上传的/)
    await refused(Array(10).fill(mine), /病假证明最多 9 张/)
    await refused([mine, mine], /病假证明含有重复的图片/)
    await refused(['not-a-file'], /病假证明只能是上传的图片/)
    await refused('x', /病假证明只能是上传的图片/)
    assert.equal(await drafts(), draftsBefore, 'nothing refused was saved')
  })
})
