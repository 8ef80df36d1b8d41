import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { crc32 } from 'node:zlib'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const SAVE = '/portal-api/v1/secondWork/announcement/save'
const DETAIL = '/portal-api/v1/secondWork/announcement/detail'

/** A ZIP archive of stored (uncompressed) entries: enough for the type recognition of .zip and the Office formats. */
function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const body = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(body)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(body.length, 18)
    local.writeUInt32LE(body.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(body.length, 20)
    central.writeUInt32LE(body.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, fileName, body)
    centrals.push(central, fileName)
    offset += 30 + fileName.length + body.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const contentTypes = (part: string, type: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${type}"/></Types>`
const DOCX = storedZip({
  '[Content_Types].xml': contentTypes(
    'word/document.xml',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  ),
  'word/document.xml': '<w:document/>',
})
const XLSX = storedZip({
  '[Content_Types].xml': contentTypes('xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
  'xl/workbook.xml': '<workbook/>',
})
const ZIP = storedZip({ '报名表/说明.txt': '请填写后交回' })
const CFB = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1016)])
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12)])

describe('announcement attachments: any common document type, served to the audience only', () => {
  let t: TestApp
  let publisher: string
  let admin: string
  let student: string
  let otherCollege: string
  before(async () => {
    t = await createTestApp()
    publisher = await loginToken(t.app, 't3101')
    admin = await loginToken(t.app, 't1001')
    student = await loginToken(t.app, '2026001')
    otherCollege = await loginToken(t.app, '2026002')
  })
  after(async () => {
    await t.close()
  })

  async function uploadAnswer(token: string, name: string, bytes: Buffer) {
    const form = new FormData()
    form.append('file', new Blob([bytes]), name)
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
    return await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'x-id-token': token },
    })
  }
  async function upload(token: string, name: string, bytes: Buffer = PDF): Promise<string> {
    const answer = await uploadAnswer(token, name, bytes)
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data.id
  }
  const download = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, '') })

  const notice = (attachments: { fileId: string; name: string }[], id?: number) => ({
    id,
    code: 'sfdx-cs',
    title: '考试安排表',
    content: '<p>见附件</p>',
    audience: [],
    pinned: false,
    attachments,
  })

  it('takes PDF, Word, Excel, PowerPoint (old and new), ZIP, TXT and images, each with its type and size', async () => {
    const files = [
      { name: '考试安排.pdf', bytes: PDF, mime: 'application/pdf' },
      { name: '报名表.docx', bytes: DOCX, mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      { name: '成绩.xlsx', bytes: XLSX, mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      { name: '旧版通知.doc', bytes: CFB, mime: 'application/msword' },
      { name: '旧版名单.xls', bytes: CFB, mime: 'application/vnd.ms-excel' },
      { name: '旧版课件.ppt', bytes: CFB, mime: 'application/vnd.ms-powerpoint' },
      { name: '材料.zip', bytes: ZIP, mime: 'application/zip' },
      { name: '说明.txt', bytes: Buffer.from('第一行\n第二行\n'), mime: 'text/plain' },
    ]
    const attachments = []
    for (const file of files) attachments.push({ fileId: await upload(publisher, file.name, file.bytes), name: file.name })
    const saved = data(await call(t.app, 'POST', SAVE, { token: publisher, body: notice(attachments) }))
    const read = data(await call(t.app, 'GET', DETAIL, { token: student, query: { id: String(saved.id) } }))
    assert.deepEqual(
      read.attachments.map((file: { mimeType: string }) => file.mimeType),
      files.map((file) => file.mime),
    )
    assert.equal(read.attachments[0].byteSize, PDF.length)
    const text = await download(read.attachments[7].url)
    assert.equal(text.statusCode, 200)
    assert.equal(text.headers['content-type'], 'text/plain; charset=utf-8')
    assert.equal(text.body, '第一行\n第二行\n')
    const word = await download(read.attachments[1].url)
    assert.equal(word.statusCode, 200)
    assert.match(String(word.headers['content-disposition']), /^attachment; filename\*=UTF-8''/)
  })

  it('refuses with a Chinese reason: unknown types at upload, videos and oversized files on an announcement', async () => {
    const exe = await uploadAnswer(publisher, 'setup.txt', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]))
    assert.equal(exe.statusCode, 415)
    assert.match(exe.json().message, /不支持的文件类型/)
    const binaryCfb = await uploadAnswer(publisher, '未知.bin', CFB)
    assert.equal(binaryCfb.statusCode, 415)
    const video = await upload(publisher, '宣传片.mp4', MP4)
    refused(
      await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId: video, name: '宣传片.mp4' }]) }),
      400,
      /类型不能作为公告附件/,
    )
    const big = await upload(publisher, '大文件.pdf', Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]))
    refused(await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId: big, name: '大文件.pdf' }]) }), 400, /超过 20 MB/)
    const pdf = await upload(publisher, '重复.pdf')
    refused(
      await call(t.app, 'POST', SAVE, {
        token: publisher,
        body: notice([
          { fileId: pdf, name: '重复.pdf' },
          { fileId: pdf, name: '重复.pdf' },
        ]),
      }),
      400,
      /重复/,
    )
  })

  it('members of the audience download with the grant in their address; others get 403', async () => {
    const fileId = await upload(publisher, '考试安排.pdf')
    const saved = data(await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId, name: '考试安排.pdf' }]) }))
    const read = data(await call(t.app, 'GET', DETAIL, { token: student, query: { id: String(saved.id) } }))
    assert.match(read.attachments[0].url, new RegExp(`/portal-api/v1/files/${fileId}\\?grant=`))
    const granted = await download(read.attachments[0].url)
    assert.equal(granted.statusCode, 200)
    assert.equal(granted.headers['content-type'], 'application/pdf')
    // another college's student is not in the audience: no detail, so no grant; the bare id or a made-up grant is refused
    refused(await call(t.app, 'GET', DETAIL, { token: otherCollege, query: { id: String(saved.id) } }), 403)
    const bare = await t.app.inject({ method: 'GET', url: `/portal-api/v1/files/${fileId}`, headers: { 'x-id-token': otherCollege } })
    assert.equal(bare.statusCode, 403)
    assert.match(bare.json().message, /仅公告的接收人/)
    assert.equal((await t.app.inject({ method: 'GET', url: `/portal-api/v1/files/${fileId}?grant=forged.1` })).statusCode, 403)
    // a grant is for one file only
    const otherId = await upload(publisher, '另一个.pdf')
    data(await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId: otherId, name: '另一个.pdf' }]) }))
    const grant = new URL(read.attachments[0].url, 'http://x').searchParams.get('grant')!
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `/portal-api/v1/files/${otherId}?grant=${encodeURIComponent(grant)}` })).statusCode,
      403,
    )
  })

  it('attaches only the publisher’s own uploads; another publisher keeps what is already attached', async () => {
    const fileId = await upload(publisher, '考试安排.pdf')
    const saved = data(await call(t.app, 'POST', SAVE, { token: publisher, body: notice([{ fileId, name: '考试安排.pdf' }]) }))
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
    const edited = data(
      await call(t.app, 'POST', SAVE, { token: admin, body: { ...notice([{ fileId, name: '考试安排（修订）.pdf' }], saved.id) } }),
    )
    assert.equal(edited.attachments[0].name, '考试安排（修订）.pdf')
    assert.equal(edited.attachments[0].mimeType, 'application/pdf')
  })
})
