import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data as answered } from '../cms/helpers'
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

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

/** A form-flow service with a required 申请材料 (attachments, at most 3), as 服务编辑 and 表单设计 make it. */
const FIELDS = [
  { name: 'topic', label: '活动名称', kind: 'text', required: true },
  { name: 'papers', label: '申请材料', kind: 'attachments', required: true, maxCount: 3 },
]

describe('flow: attachments fields on a designed form (申请材料)', () => {
  let t: TestApp
  let student: Caller
  let student2: Caller
  let teacher: Caller

  before(async () => {
    t = await createTestApp()
    const operator = await loginToken(t.app, 'admin')
    ;[student, student2, teacher] = (await Promise.all(['2026001', '2026002', 't1001'].map((name) => as(t.app, name)))) as [
      Caller,
      Caller,
      Caller,
    ]
    const post = (key: keyof typeof adminPaths, body: object) => call(t.app, 'POST', url(key), { token: operator, body })
    const created = answered(
      await post('serviceSave', {
        serviceName: '材料报送',
        serviceNo: 'CD0101',
        categoryCode: 'jwfw',
        serviceSource: '教务处',
        desc: '报送活动材料。',
        iconUrl: '/portal-api/v1/cms/images/glyph-green-56fe.png',
        openHours: null,
        columnId: null,
        engineType: 'form',
        appId: 'papers',
        tokenTransType: 'none',
        thirdParty: false,
        campusNetwork: false,
        identities: [],
        forceRecommend: false,
        sort: 50,
      }),
    )
    const chain = { steps: [{ name: '审批', assignee: { kind: 'person', usernames: ['t1001'] }, mode: 'any' }], copyTo: [] }
    answered(await post('serviceFormSave', { serviceId: created.serviceId, prefix: 'CL', fields: FIELDS, chain, summary: '' }))
    answered(await post('serviceFormPublish', { serviceId: created.serviceId }))
  })
  after(async () => {
    await t.close()
  })

  it('takes the applicant’s own uploads; the approver’s detail lists each file (name, kind, size) and can fetch it', async () => {
    const pdf = await upload(t.app, student.token, PDF, '活动方案.pdf')
    const png = await upload(t.app, student.token, PNG, '场地图.png')
    const started = data(await student.post('/flow/application/start', { type: 'papers', form: { topic: '社团年会', papers: [pdf, png] } }))
    const detail = data(await teacher.get('/flow/application/detail', { id: started.id }))
    assert.ok(detail.myTaskId, 'the teacher handles it')
    assert.deepEqual(detail.attachmentFields, [
      {
        name: 'papers',
        label: '申请材料',
        files: [
          { id: pdf, fileName: '活动方案.pdf', kind: 'document', byteSize: PDF.length },
          { id: png, fileName: '场地图.png', kind: 'image', byteSize: PNG.length },
        ],
      },
    ])
    assert.deepEqual(
      detail.fields.find((row: { label: string }) => row.label === '申请材料'),
      { label: '申请材料', value: '2 个附件' },
    )
    const file = await t.app.inject({ url: `/portal-api/v1/files/${pdf}` })
    assert.equal(file.statusCode, 200)
    assert.equal(file.headers['content-type'], 'application/pdf')
  })

  it('a draft keeps its attachments', async () => {
    const pdf = await upload(t.app, student.token, PDF, '草稿材料.pdf')
    const draft = data(await student.post('/flow/application/saveDraft', { type: 'papers', form: { papers: [pdf] } }))
    const detail = data(await student.get('/flow/application/detail', { id: draft.id }))
    assert.deepEqual(detail.form.papers, [pdf])
    assert.deepEqual(
      detail.attachmentFields[0].files.map((f: { fileName: string }) => f.fileName),
      ['草稿材料.pdf'],
    )
  })

  it('refuses another account’s upload, a missing file, too many, and none when required (400, the field named)', async () => {
    const drafts = async () => data(await student.get('/flow/center-list/list', { level: 'myDraft', pageSize: 50 })).total
    const draftsBefore = await drafts()
    const theirs = await upload(t.app, student2.token, PDF, '别人的.pdf')
    const mine = await Promise.all([1, 2, 3, 4].map((n) => upload(t.app, student.token, PDF, `材料${n}.pdf`)))
    const refused = async (papers: unknown, reason: RegExp, paths = ['/flow/application/start', '/flow/application/saveDraft']) => {
      for (const path of paths) {
        const res = await student.post(path, { type: 'papers', form: { topic: '社团年会', papers } })
        assert.equal(res.statusCode, 400, `${path} ${JSON.stringify(papers)}: ${res.body}`)
        assert.match(res.json().message, reason)
      }
    }
    await refused([theirs], /申请材料中有文件不存在或不是你上传的/)
    await refused([mine[0], theirs], /申请材料中有文件不存在或不是你上传的/)
    await refused(['00000000-0000-4000-8000-000000000000'], /申请材料中有文件不存在或不是你上传的/)
    await refused(mine, /申请材料最多 3 个/)
    await refused([mine[0], mine[0]], /申请材料含有重复的附件/)
    await refused([], /请填写申请材料/, ['/flow/application/start'])
    assert.equal(await drafts(), draftsBefore, 'nothing refused was saved')
  })

  it('the application’s own attachment list: only the applicant’s uploads, kept without a host and with their real size', async () => {
    const mine = await upload(t.app, student.token, PDF, '补充材料.pdf')
    const theirs = await upload(t.app, student2.token, PDF, '别人的.pdf')
    const start = (attachments: unknown, path = '/flow/application/start') =>
      student.post(path, { type: 'papers', form: { topic: '社团年会', papers: [mine] }, attachments })
    const address = `${BASES.portal}/v1/files/`
    const cases: Array<[unknown, string]> = [
      [[{ name: '钓鱼', url: 'https://evil.example.com/a.pdf', size: 1 }], '附件「钓鱼」不是上传到门户的文件，请重新上传'],
      [[{ name: '伪装', url: `https://evil.example.com/x?${address}${mine}`, size: 1 }], '附件「伪装」不是上传到门户的文件，请重新上传'],
      [[{ name: '别人的', url: address + theirs, size: 1 }], '附件「别人的」不存在或不是你上传的，请重新上传'],
      [
        [
          { name: 'a', url: address + mine, size: 1 },
          { name: 'b', url: address + mine, size: 1 },
        ],
        '同一个附件不能添加两次',
      ],
    ]
    for (const [attachments, message] of cases)
      for (const path of ['/flow/application/start', '/flow/application/saveDraft']) {
        const res = await start(attachments, path)
        assert.equal(res.statusCode, 400, `${path} ${JSON.stringify(attachments)}`)
        assert.equal(res.json().message, message)
      }
    // The address the upload gave, with the portal's origin before it, is taken; the size claimed is not.
    const started = data(await start([{ name: ' 补充材料.pdf ', url: `http://127.0.0.1${address}${mine}`, size: 999999 }]))
    const detail = data(await teacher.get('/flow/application/detail', { id: started.id }))
    assert.deepEqual(detail.attachments, [{ name: '补充材料.pdf', url: address + mine, size: PDF.length }])
  })
})
