// 意见反馈 in the operator console (issue 36): a feedback with an image reaches the inbox; a reply from there shows on
// the author's 意见反馈 page and arrives in their message centre; tags, closing, filters, roles and the audit row.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, desc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { BASES } from '@contract/bases'
import { FEEDBACK_REPLY_MESSAGE_TYPE } from '@contract/feedback-rules'
import { adminPaths } from '@contract/paths/admin'
import { accounts, adminAuditLog, adminRoleGrants, messageRecords } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const MINE = '/personal/api/v1/personal/feedback/mine'
const SUBMIT = '/personal/api/v1/personal/feedback/submit'

async function uploadPhoto(t: TestApp, token: string): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([bytes]), 'screen.png')
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
  const res = await t.app.inject({
    method: 'POST',
    url: '/portal-api/v1/files',
    headers: { 'x-id-token': token, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().data.id as string
}

describe('意见反馈 inbox (operator console)', () => {
  let t: TestApp
  let admin: string
  let desk: string
  let editor: string
  let student: string
  let studentId: string
  let feedbackId: number
  let imageId: string
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    editor = await loginToken(t.app, 'editor')
    student = await loginToken(t.app, '2026001')
    const [teacher] = await t.database.db.select().from(accounts).where(eq(accounts.username, 't1002'))
    await t.database.db.insert(adminRoleGrants).values({ accountId: teacher!.id, roleCode: 'service_desk' })
    desk = await loginToken(t.app, 't1002')
    const [me] = await t.database.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    studentId = me!.id
    imageId = await uploadPhoto(t, student)
    const sent = data(
      await call(t.app, 'POST', SUBMIT, {
        token: student,
        body: { type: '问题反馈', content: '课表页打不开，截图如下', images: [imageId] },
      }),
    )
    feedbackId = sent.id
    data(await call(t.app, 'POST', SUBMIT, { token: student, body: { type: '功能建议', content: '希望增加夜间模式' } }))
  })
  after(async () => {
    await t.close()
  })

  const list = async (token: string, query: Record<string, string> = {}) =>
    data(await call(t.app, 'GET', url('feedbackList'), { token, query })) as { items: any[]; total: number }

  it('lists new feedback with its author and images, filtered by type and status', async () => {
    const open = await list(desk, { status: 'open', type: '问题反馈' })
    const entry = open.items.find((item) => item.id === feedbackId)
    assert.ok(entry, 'the new feedback is in the inbox')
    assert.equal(entry.status, 'open')
    assert.deepEqual(entry.author, { username: '2026001', userName: entry.author.userName, identityTypeCode: 'student' })
    assert.equal(entry.images.length, 1)
    assert.match(entry.images[0], new RegExp(`/portal-api/v1/files/${imageId}$`))
    assert.ok(open.items.every((item) => item.type === '问题反馈' && item.status === 'open'))
    const suggestions = await list(desk, { type: '功能建议' })
    assert.ok(suggestions.items.length > 0 && suggestions.items.every((item) => item.type === '功能建议'))
    assert.ok((await list(desk, { keyword: '课表页' })).items.some((item) => item.id === feedbackId))
    const image = await t.app.inject({ method: 'GET', url: new URL(entry.images[0]).pathname, headers: { 'x-id-token': desk } })
    assert.equal(image.statusCode, 200, 'the desk can open the image')
  })

  it('a reply shows on the author’s 意见反馈 page and arrives in their message centre, audited with the address', async () => {
    const replied = data(
      await call(t.app, 'POST', url('feedbackReply'), { token: desk, body: { id: feedbackId, content: '  已修复，请更新后再试。 ' } }),
    )
    assert.equal(replied.status, 'replied')
    assert.equal(replied.replies.at(-1).content, '已修复，请更新后再试。')
    const mine = data(await call(t.app, 'GET', MINE, { token: student }))
    const seen = mine.items.find((item: { id: number }) => item.id === feedbackId)
    assert.equal(seen.replies.at(-1).content, '已修复，请更新后再试。')
    const messages = await t.database.db
      .select()
      .from(messageRecords)
      .where(and(eq(messageRecords.recipientId, studentId), eq(messageRecords.typeCode, FEEDBACK_REPLY_MESSAGE_TYPE)))
    assert.equal(messages.length, 1)
    assert.match(messages[0]!.title, /意见反馈.*回复/)
    assert.equal(messages[0]!.content, '已修复，请更新后再试。')
    assert.equal(messages[0]!.url, '/pages/myInfo/suggestNew')
    const [audit] = await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1)
    assert.equal(audit!.action, 'feedback.reply')
    assert.equal(audit!.entity, 'feedback')
    assert.equal(audit!.entityId, String(feedbackId))
    assert.equal(audit!.username, 't1002')
    assert.equal(audit!.ip, '127.0.0.1')
    assert.deepEqual(audit!.before, { status: 'open', tags: [], replies: 0, lastReply: null })
    assert.deepEqual(audit!.after, { status: 'replied', tags: [], replies: 1, lastReply: '已修复，请更新后再试。' })
    assert.ok((await list(desk, { status: 'replied' })).items.some((item) => item.id === feedbackId))
    assert.ok(!(await list(desk, { status: 'open' })).items.some((item) => item.id === feedbackId))
  })

  it('tags are trimmed and de-duplicated, filter the list and are offered back', async () => {
    const tagged = data(
      await call(t.app, 'POST', url('feedbackTags'), { token: desk, body: { id: feedbackId, tags: [' 课表 ', '课表', '已修复', ' '] } }),
    )
    assert.deepEqual(tagged.tags, ['课表', '已修复'])
    assert.deepEqual(
      (await list(desk, { tag: '课表' })).items.map((item) => item.id),
      [feedbackId],
    )
    assert.deepEqual(data(await call(t.app, 'GET', url('feedbackTagList'), { token: desk })).sort(), ['已修复', '课表'].sort())
    refused(
      await call(t.app, 'POST', url('feedbackTags'), { token: desk, body: { id: feedbackId, tags: ['超过十二个字的一个很长很长的标签'] } }),
      400,
    )
  })

  it('a closed feedback takes no more replies; bad input is refused with a reason', async () => {
    refused(await call(t.app, 'POST', url('feedbackReply'), { token: desk, body: { id: feedbackId, content: '   ' } }), 400, /回复内容/)
    refused(await call(t.app, 'POST', url('feedbackReply'), { token: desk, body: { id: 999_999, content: '你好' } }), 404, /反馈不存在/)
    const closed = data(await call(t.app, 'POST', url('feedbackClose'), { token: admin, body: { id: feedbackId } }))
    assert.equal(closed.status, 'closed')
    assert.ok(closed.closedAt)
    refused(
      await call(t.app, 'POST', url('feedbackReply'), { token: desk, body: { id: feedbackId, content: '再补充一句' } }),
      409,
      /已关闭/,
    )
    refused(await call(t.app, 'POST', url('feedbackClose'), { token: desk, body: { id: feedbackId } }), 409, /已关闭/)
    assert.ok((await list(admin, { status: 'closed' })).items.some((item) => item.id === feedbackId))
  })

  it('only 客服坐席 and 全局管理员 reach the inbox', async () => {
    refused(await call(t.app, 'GET', url('feedbackList'), { token: editor }), 403, /无权/)
    refused(await call(t.app, 'GET', url('feedbackList'), { token: student }), 403, /无管理权限/)
    refused(await call(t.app, 'POST', url('feedbackReply'), { token: editor, body: { id: feedbackId, content: '你好' } }), 403, /无权/)
    assert.ok((await list(admin)).total >= 2)
  })
})
