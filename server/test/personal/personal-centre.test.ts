import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { accounts, quietDeliveries } from '../../src/db/schema/index'
import { deliverMessage } from '../../src/lib/message-center/message-records'
import { inQuietHours, DEFAULT_NOTIFY } from '../../src/lib/personal/notify-settings'
import sharp from 'sharp'

/** Uploads through the shared upload endpoint, as the client does; resolves with the file id. */
async function upload(t: TestApp, token: string, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
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

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer()

describe('personal centre', () => {
  let t: TestApp
  let student: string
  let teacher: string
  let admin: string
  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await t.app.inject({ method, url, headers: { 'x-id-token': token }, payload })
    return { status: res.statusCode, body: res.json(), headers: res.headers }
  }
  before(async () => {
    t = await createTestApp()
    ;[student, teacher, admin] = await Promise.all([loginToken(t.app, '2026001'), loginToken(t.app, 't1001'), loginToken(t.app, 'admin')])
  })
  after(async () => {
    await t.close()
  })

  it('serves each person their own e-card with a low-balance hint and months of transactions', async () => {
    const mine = await call(student, 'GET', '/portal-api/v2/personalData/getMyECard')
    const theirs = await call(teacher, 'GET', '/portal-api/v2/personalData/getMyECard')
    assert.equal(mine.status, 200)
    assert.notEqual(mine.body.data.cardNo, theirs.body.data.cardNo)
    assert.equal(mine.body.data.lowBalance, true)
    assert.equal(mine.body.data.status, 'normal')
    const month = new Date().toISOString().slice(0, 7)
    const list = await call(student, 'GET', `/portal-api/v1/personalData/getECardDataList?month=${month}&pageSize=5`)
    assert.equal(list.status, 200)
    assert.ok(list.body.data.total > 0)
    assert.ok(list.body.data.items.length <= 5)
    assert.ok(list.body.data.spent > 0)
    const bad = await call(student, 'GET', '/portal-api/v1/personalData/getECardDataList?month=2026-13')
    assert.equal(bad.status, 400)
  })

  it('reports the card lost and unfreezes it, refusing a repeat with a reason', async () => {
    const lost = await call(student, 'POST', '/portal-api/v2/personalData/eCard/reportLoss')
    assert.equal(lost.body.data.status, 'lost')
    const again = await call(student, 'POST', '/portal-api/v2/personalData/eCard/reportLoss')
    assert.equal(again.status, 400)
    assert.match(again.body.message, /已挂失/)
    const cards = await call(student, 'GET', '/portal-api/v1/thrid-adapter/get-person-info-card-list')
    assert.equal(cards.body.data.find((c: { code: string }) => c.code === 'ecard').hint, '已挂失')
    const back = await call(student, 'POST', '/portal-api/v2/personalData/eCard/unfreeze')
    assert.equal(back.body.data.status, 'normal')
  })

  it('lists loans with overdue and due-soon flags, renews only own loans that may be renewed', async () => {
    const books = await call(student, 'GET', '/portal-api/v2/personalData/getMyBooks')
    assert.ok(books.body.data.overdue >= 1 && books.body.data.dueSoon >= 1)
    const overdue = books.body.data.loans.find((l: { overdue: boolean }) => l.overdue)
    const renewable = books.body.data.loans.find((l: { canRenew: boolean }) => l.canRenew)
    const refused = await call(student, 'POST', '/portal-api/v2/personalData/renewBook', { id: overdue.id })
    assert.equal(refused.status, 400)
    assert.match(refused.body.message, /逾期/)
    const otherPerson = await call(teacher, 'POST', '/portal-api/v2/personalData/renewBook', { id: renewable.id })
    assert.equal(otherPerson.status, 404)
    const renewed = await call(student, 'POST', '/portal-api/v2/personalData/renewBook', { id: renewable.id })
    assert.equal(renewed.status, 200)
    assert.equal(renewed.body.data.renewCount, renewable.renewCount + 1)
    assert.ok(new Date(renewed.body.data.dueAt) > new Date(renewable.dueAt))
  })

  it('shows research to teachers only; cards follow the identity', async () => {
    assert.equal((await call(student, 'GET', '/portal-api/v1/personalData/getScientificResearch')).status, 403)
    const research = await call(teacher, 'GET', '/portal-api/v1/personalData/getScientificResearch')
    assert.ok(research.body.data.papers.length > 0 && research.body.data.projects.length > 0)
    const codes = async (token: string) =>
      (await call(token, 'GET', '/portal-api/v1/thrid-adapter/get-person-info-card-list')).body.data.map((c: { code: string }) => c.code)
    assert.deepEqual(await codes(student), ['ecard', 'books', 'mailbox'])
    assert.deepEqual(await codes(teacher), ['ecard', 'books', 'mailbox', 'research'])
    const mail = await call(student, 'GET', '/portal-api/v2/personalData/getMailbox')
    assert.ok(mail.body.data.unread >= 3)
    assert.equal(mail.body.data.address, 'liming2026001@stu.sfdx.edu.cn')
  })

  it('answers the profile with the organisation and records each sign-in in the login history', async () => {
    const me = await call(student, 'GET', '/personal/api/v1/personal/me/user')
    assert.equal(me.body.data.userName, '李明')
    assert.equal(me.body.data.orgName, '计科2301班')
    assert.match(me.body.data.orgPath, /^示范大学 \/ 计算机科学与技术学院/)
    const log = await call(student, 'GET', '/personal/api/v1/personal/user/log/authenticationLog')
    assert.ok(log.body.data.total >= 1)
    assert.equal(log.body.data.items[0].method, '账号密码')
    const teacherLog = await call(teacher, 'GET', '/personal/api/v1/personal/user/log/authenticationLog')
    assert.ok(teacherLog.body.data.items.every((e: { id: number }) => !log.body.data.items.some((s: { id: number }) => s.id === e.id)))
  })

  it('takes feedback within the limits and shows the portal replies to its author only', async () => {
    const tooLong = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '长'.repeat(141),
    })
    assert.equal(tooLong.status, 400)
    const foreign = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '图片',
      images: ['https://evil.example.com/x.png'],
    })
    assert.equal(foreign.status, 400)
    const sent = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '课表页面加载慢',
      contact: '13800000001',
    })
    assert.equal(sent.status, 200)
    assert.equal(
      (await call(student, 'POST', '/personal/api/v1/personal/feedback/reply', { id: sent.body.data.id, content: '好' })).status,
      403,
    )
    assert.equal(
      (await call(admin, 'POST', '/personal/api/v1/personal/feedback/reply', { id: sent.body.data.id, content: '已优化' })).status,
      200,
    )
    const list = await call(student, 'GET', '/personal/api/v1/personal/feedback/mine')
    const entry = list.body.data.items.find((f: { id: number }) => f.id === sent.body.data.id)
    assert.equal(entry.replies[0].content, '已优化')
    const teachers = await call(teacher, 'GET', '/personal/api/v1/personal/feedback/mine')
    assert.equal(teachers.body.data.total, 0)
  })

  it('asks for consent again after a new policy version is published', async () => {
    const first = await call(student, 'GET', '/personal/api/v1/personal/agreement/status')
    assert.equal(first.body.data.needsConsent, false)
    assert.equal(first.body.data.acceptedVersion, first.body.data.version)
    assert.equal((await call(student, 'POST', '/portal-api/v1/agreement/publish', { version: '2027.1' })).status, 403)
    assert.equal((await call(admin, 'POST', '/portal-api/v1/agreement/publish', { version: '2027.1' })).status, 200)
    const after = await call(student, 'GET', '/personal/api/v1/personal/agreement/status')
    assert.equal(after.body.data.needsConsent, true)
    assert.equal(after.body.data.acceptedVersion, first.body.data.version)
    const stale = await call(student, 'POST', '/personal/api/v1/personal/agreement/accept', { version: first.body.data.version })
    assert.equal(stale.status, 400)
    const accepted = await call(student, 'POST', '/personal/api/v1/personal/agreement/accept', { version: '2027.1' })
    assert.equal(accepted.body.data.needsConsent, false)
    assert.equal((await call(teacher, 'GET', '/personal/api/v1/personal/agreement/status')).body.data.needsConsent, true)
    const policy = await t.app.inject({ method: 'GET', url: '/portal-api/v1/agreement/getPrivacyPolicy' })
    assert.equal(policy.json().data.version, '2027.1')
    assert.ok(policy.json().data.personalInformation.length > 3)
  })

  it('keeps messages that arrive in do-not-disturb hours quiet, and only then', async () => {
    assert.equal(inQuietHours({ ...DEFAULT_NOTIFY, dndEnabled: true }, new Date('2026-11-22T15:30:00Z')), true) // 23:30 Beijing
    assert.equal(inQuietHours({ ...DEFAULT_NOTIFY, dndEnabled: true }, new Date('2026-11-22T04:00:00Z')), false) // 12:00 Beijing
    const saved = await call(student, 'POST', '/personal/api/v1/personal/notify/save', {
      dndEnabled: true,
      dndStart: '22:00',
      dndEnd: '07:00',
    })
    assert.equal(saved.body.data.dndEnabled, true)
    assert.equal((await call(student, 'POST', '/personal/api/v1/personal/notify/save', { dndStart: '25:00' })).status, 400)
    const [me] = await t.app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, '2026001'))
    const night = await deliverMessage(t.app.db, {
      recipientId: me!.id,
      typeCode: 'jw_exam',
      title: '夜间通知',
      createdAt: new Date('2026-11-22T15:30:00Z'),
    })
    const noon = await deliverMessage(t.app.db, {
      recipientId: me!.id,
      typeCode: 'jw_exam',
      title: '午间通知',
      createdAt: new Date('2026-11-22T04:00:00Z'),
    })
    const quiet = (await t.app.db.select().from(quietDeliveries)).map((q) => q.messageRecordId)
    assert.ok(quiet.includes(night!))
    assert.ok(!quiet.includes(noon!))
  })

  it('keeps 长辈模式 with the account: off by default, saved for the caller only, refused when not a yes or no', async () => {
    const url = '/personal/api/v1/personal/display/settings'
    assert.deepEqual((await call(student, 'GET', url)).body.data, { elderMode: false })
    const saved = await call(student, 'POST', '/personal/api/v1/personal/display/save', { elderMode: true })
    assert.equal(saved.status, 200)
    assert.deepEqual(saved.body.data, { elderMode: true })
    // Another sign-in of the same account (another device) reads it; another account is untouched.
    assert.deepEqual((await call(await loginToken(t.app, '2026001'), 'GET', url)).body.data, { elderMode: true })
    assert.deepEqual((await call(teacher, 'GET', url)).body.data, { elderMode: false })
    // An empty change keeps what is saved; a value that is not a boolean is a 400 with a reason.
    assert.deepEqual((await call(student, 'POST', '/personal/api/v1/personal/display/save', {})).body.data, { elderMode: true })
    const bad = await call(student, 'POST', '/personal/api/v1/personal/display/save', { elderMode: 'yes' })
    assert.equal(bad.status, 400)
    assert.match(bad.body.message, /elderMode/, 'the refusal names the field')
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401, 'signed out: no settings')
    await call(student, 'POST', '/personal/api/v1/personal/display/save', { elderMode: false })
    assert.deepEqual((await call(student, 'GET', url)).body.data, { elderMode: false })
  })

  it('exports the user’s own data as a file and handles a deletion request with cooling-off and cancellation', async () => {
    const file = await call(student, 'GET', '/personal/api/v1/personal/data/export')
    assert.match(String(file.headers['content-disposition']), /attachment; filename="my-data-2026001-/)
    assert.equal(file.body.data.profile.username, '2026001')
    assert.ok(file.body.data.ecardTransactions.length > 50)
    assert.ok(file.body.data.loginHistory.length >= 1)
    assert.deepEqual(file.body.data.displaySettings, { elderMode: false }, '长辈模式 is part of what is kept about the person')
    const requested = await call(student, 'POST', '/personal/api/v1/personal/account/deletion/request', { reason: '毕业' })
    assert.equal(requested.body.data.pending, true)
    const days = (Date.parse(requested.body.data.effectiveAt) - Date.parse(requested.body.data.requestedAt)) / 86_400_000
    assert.equal(days, 15)
    assert.equal((await call(student, 'POST', '/personal/api/v1/personal/account/deletion/request', {})).status, 400)
    assert.equal((await call(teacher, 'GET', '/personal/api/v1/personal/account/deletion')).body.data.pending, false)
    const cancelled = await call(student, 'POST', '/personal/api/v1/personal/account/deletion/cancel')
    assert.equal(cancelled.body.data.pending, false)
    assert.equal((await call(student, 'POST', '/personal/api/v1/personal/account/deletion/cancel')).status, 400)
  })

  it("crops an uploaded avatar square, resizes it and serves it; refuses another person's file or a non-image", async () => {
    const id = await upload(t, student, await photo(800, 500), 'me.png')
    assert.equal((await call(teacher, 'POST', '/personal/api/v1/personal/user/info/portrait', { fileId: id })).status, 400)
    const pdf = await upload(t, student, Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'x.pdf')
    const notImage = await call(student, 'POST', '/personal/api/v1/personal/user/info/portrait', { fileId: pdf })
    assert.equal(notImage.status, 400)
    const saved = await call(student, 'POST', '/personal/api/v1/personal/user/info/portrait', { fileId: id })
    assert.equal(saved.status, 200)
    const me = await call(student, 'GET', '/personal/api/v1/personal/me/user')
    assert.equal(me.body.data.avatarUrl, saved.body.data.avatarUrl)
    const image = await t.app.inject({ method: 'GET', url: new URL(saved.body.data.avatarUrl).pathname })
    assert.equal(image.statusCode, 200)
    assert.equal(image.headers['content-type'], 'image/jpeg')
    const meta = await sharp(image.rawPayload).metadata()
    assert.deepEqual([meta.width, meta.height], [256, 256])
    assert.equal((await call(teacher, 'GET', '/personal/api/v1/personal/me/user')).body.data.avatarUrl, '')
  })

  it("keeps feedback images as the author's own uploads and answers their addresses", async () => {
    const mine = await upload(t, student, await photo(40, 40), 'a.png')
    const theirs = await upload(t, teacher, await photo(40, 40), 'b.png')
    const refused = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '截图',
      images: [theirs],
    })
    assert.equal(refused.status, 400)
    const sent = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '截图',
      images: [mine],
    })
    assert.equal(sent.status, 200)
    assert.match(sent.body.data.images[0], new RegExp(`/portal-api/v1/files/${mine}$`))
    const tooMany = await call(student, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: '多图',
      images: Array(10).fill(mine),
    })
    assert.equal(tooMany.status, 400)
  })

  it('refuses every personal route without a token', async () => {
    for (const url of [
      '/personal/api/v1/personal/me/user',
      '/portal-api/v2/personalData/getMyECard',
      '/personal/api/v1/personal/data/export',
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 401)
    }
  })
})
