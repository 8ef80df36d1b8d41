import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from './helpers'

interface Record_ {
  id: number
  appId: number
  isRead: boolean
}
interface App {
  appId: number
  appCode: string
  unreadCount: number
  isDisturb: boolean
}

/** A small deterministic PRNG so a failure can be replayed. */
function prng(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

describe('message centre: unread counts always match the rows', () => {
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

  /** Every count the API gives, compared with the rows themselves. */
  async function check(step: string) {
    const rows = data<{ items: Record_[]; total: number }>(await student.get(`${MC}/messageCenter/listMessageRecord`, { pageSize: 50 }))
    assert.ok(rows.total <= 50, 'fits one page')
    const { list, totalUnread } = data<{ list: App[]; totalUnread: number }>(
      await student.get(`${MC}/instantMessage/getAppInstantMessageList/new`),
    )
    const muted = new Set(list.filter((app) => app.isDisturb).map((app) => app.appId))
    const unreadRows = rows.items.filter((record) => !record.isRead)
    const expectedBadge = unreadRows.filter((record) => !muted.has(record.appId)).length
    const badge = data<number>(await student.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))
    assert.equal(badge, expectedBadge, `${step}: badge`)
    assert.equal(totalUnread, expectedBadge, `${step}: list total`)
    assert.equal(data<number>(await student.get(`${MC}/messageCenter/getUnReadedCount`)), unreadRows.length, `${step}: getUnReadedCount`)
    const counts = data(await student.get(`${MC}/messageCenter/listMessageRecordIsReadCount`))
    assert.deepEqual(
      counts,
      { total: rows.total, readCount: rows.total - unreadRows.length, unreadCount: unreadRows.length },
      `${step}: read counts`,
    )
    for (const app of list) {
      assert.equal(app.unreadCount, unreadRows.filter((record) => record.appId === app.appId).length, `${step}: app ${app.appCode}`)
    }
  }

  it('after every one of 40 random operations (read, star, delete, read by app, mute, new messages)', async () => {
    const random = prng(20261122)
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)]
    await check('start')
    const todo = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 })).items.filter(
      (item: { initiator: { username: string } }) => item.initiator.username === '2026001',
    )
    for (let step = 0; step < 40; step++) {
      const records = data<{ items: Record_[] }>(await student.get(`${MC}/messageCenter/listMessageRecord`, { pageSize: 50 })).items
      const apps = data<{ list: App[] }>(await student.get(`${MC}/instantMessage/getAppInstantMessageList/new`)).list
      const roll = random()
      let name: string
      if (roll < 0.3) {
        const record = pick(records.filter((entry) => !entry.isRead))
        name = `read ${record?.id}`
        if (record) data(await student.post(`${MC}/messageCenter/messageRecordReaded`, { id: record.id }))
      } else if (roll < 0.4) {
        const record = pick(records)
        name = `delete ${record?.id}`
        if (record) data(await student.post(`${MC}/messageCenter/messageRecordStatus`, { id: record.id }))
      } else if (roll < 0.5) {
        const record = pick(records)
        name = `star ${record?.id}`
        if (record) data(await student.post(`${MC}/messageCenter/messageRecordStar`, { id: record.id, star: random() < 0.5 }))
      } else if (roll < 0.6) {
        const app = pick(apps)
        name = `read app ${app?.appCode}`
        if (app) data(await student.post(`${MC}/messageCenter/messageRecordReadedByAppId`, { appId: app.appId }))
      } else if (roll < 0.8) {
        const app = pick(apps)
        name = `toggle mute ${app?.appCode}`
        if (app) data(await student.post(`${MC}/instantMessage/appDisturbed`, { appId: app.appId }))
      } else {
        // A new message arrives: the student submits (handlers are told) or a teacher decides (student is told).
        const item = todo.pop()
        if (item) {
          name = `teacher decides ${item.id}`
          const response = await teacher.post('/flow/application/handle', { taskId: item.taskId, action: 'return', opinion: '请补充材料' })
          assert.ok([200, 409].includes(response.statusCode))
        } else {
          name = 'student starts a request'
          data(
            await student.post('/flow/application/start', {
              type: 'roomBooking',
              form: { room: '行政楼 301', date: '2026-12-09', startTime: '10:00', endTime: '11:00', attendees: 5, purpose: '小组讨论' },
            }),
          )
        }
      }
      await check(`step ${step} (${name})`)
    }
  })

  it('paging past the last page keeps the total', async () => {
    const first = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 2 }))
    const beyond = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 2, pageNum: 99 }))
    assert.deepEqual(beyond.items, [])
    assert.equal(beyond.total, first.total)
    assert.equal(beyond.page * beyond.size < beyond.total, false)
  })
})
