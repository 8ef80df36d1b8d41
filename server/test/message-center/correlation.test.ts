import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from './helpers'

const C = `${MC}/correlation`

interface Group {
  groupId: number | null
  tagName: string
  custom: boolean
  apps: Array<{ appId: number; appName: string; unreadCount: number }>
}

describe('message centre: merged task and message (correlation)', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  it('groups the user’s apps by built-in tag', async () => {
    const groups = data<Group[]>(await student.get(`${C}/app/appGroupByTag`))
    assert.ok(groups.every((group) => !group.custom && group.groupId === null))
    const tags = groups.map((group) => group.tagName)
    for (const tag of ['教学', '生活', '学工', '第三方']) assert.ok(tags.includes(tag), tag)
    const life = groups.find((group) => group.tagName === '生活')!
    assert.deepEqual(life.apps.map((app) => app.appName).sort(), ['一卡通', '图书馆'].sort())
  })

  it('creates a custom group (name unique per user), moves apps in and out', async () => {
    assert.deepEqual(data(await student.get(`${C}/user/checkRepeatedTagGroup`, { name: '常用' })), { repeated: false })
    const groups = data<Group[]>(await student.get(`${C}/app/appGroupByTag`))
    const ecard = groups.flatMap((group) => group.apps).find((app) => app.appName === '一卡通')!
    const library = groups.flatMap((group) => group.apps).find((app) => app.appName === '图书馆')!
    const { groupId } = data(await student.post(`${C}/user/createTagGroup`, { name: '常用', appIds: [ecard.appId] }))
    assert.ok(groupId > 0)
    assert.deepEqual(data(await student.get(`${C}/user/checkRepeatedTagGroup`, { name: '常用' })), { repeated: true })
    assert.deepEqual(data(await teacher.get(`${C}/user/checkRepeatedTagGroup`, { name: '常用' })), { repeated: false })
    const repeated = await student.post(`${C}/user/createTagGroup`, { name: '常用' })
    assert.equal(repeated.statusCode, 409)
    assert.equal(repeated.json().message, '分组名称已存在')

    let after = data<Group[]>(await student.get(`${C}/app/appGroupByTag`))
    assert.equal(after[0]!.tagName, '常用')
    assert.equal(after[0]!.custom, true)
    assert.deepEqual(
      after[0]!.apps.map((app) => app.appName),
      ['一卡通'],
    )
    assert.deepEqual(
      after.find((group) => group.tagName === '生活')!.apps.map((app) => app.appName),
      ['图书馆'],
    )

    data(await student.form(`${C}/user/moveTagGroup`, { appId: library.appId, groupId }))
    after = data<Group[]>(await student.get(`${C}/app/appGroupByTag`))
    assert.equal(after[0]!.apps.length, 2)
    assert.equal(
      after.some((group) => group.tagName === '生活'),
      false,
    )

    data(await student.post(`${C}/user/moveTagGroup`, { appId: ecard.appId, groupId: 0 }))
    after = data<Group[]>(await student.get(`${C}/app/appGroupByTag`))
    assert.deepEqual(
      after[0]!.apps.map((app) => app.appName),
      ['图书馆'],
    )

    // Another user's group cannot be used.
    const teacherGroup = data(await teacher.post(`${C}/user/createTagGroup`, { name: '教学相关' })).groupId
    assert.equal((await student.post(`${C}/user/moveTagGroup`, { appId: ecard.appId, groupId: teacherGroup })).statusCode, 404)
    assert.equal((await student.post(`${C}/user/createTagGroup`, { name: 'x', appIds: [9999] })).statusCode, 404)
    assert.equal((await student.post(`${C}/user/createTagGroup`, { name: '' })).statusCode, 400)
  })

  it('third-party apps: unread counts and messages', async () => {
    const third = data(await student.get(`${C}/app/getThirdUnReadCount`))
    assert.ok(third.apps.some((app: { appName: string }) => app.appName === '校园缴费平台'))
    assert.equal(
      third.total,
      third.apps.reduce((sum: number, app: { unreadCount: number }) => sum + app.unreadCount, 0),
    )
    assert.ok(third.total >= 1)
    const messages = data(await student.get(`${C}/app/getThirdMessage`, { pageSize: 50 }))
    assert.ok(messages.total >= 2)
    assert.ok(messages.items.every((record: { appCode: string }) => ['campus-pay', 'campus-bus'].includes(record.appCode)))
    assert.equal(messages.items.filter((record: { isRead: boolean }) => !record.isRead).length, third.total)
    const pay = third.apps.find((app: { appName: string }) => app.appName === '校园缴费平台')
    const onlyPay = data(await student.get(`${C}/app/getThirdMessage`, { appId: pay.appId }))
    assert.ok(onlyPay.items.every((record: { appCode: string }) => record.appCode === 'campus-pay'))
  })

  it('every correlation route needs a token', async () => {
    for (const url of [`${C}/app/appGroupByTag`, `${C}/user/getUserSetting`, `${C}/app/getThirdUnReadCount`, `${C}/app/getThirdMessage`]) {
      assert.equal((await t.app.inject({ url })).statusCode, 401, url)
    }
  })
})
