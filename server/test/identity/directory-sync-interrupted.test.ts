import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { directorySyncRuns } from '../../src/db/schema/index'
import { ManualClock } from '../../src/lib/common/clock'
import { INTERRUPTED_AFTER_MINUTES, RUN_INTERRUPTED } from '../../src/lib/identity/directory-sync/sync-runs'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data } from '../cms/helpers'

const minutesAgo = (clock: ManualClock, minutes: number) => new Date(clock.now().getTime() - minutes * 60_000)

describe('a directory sync run its instance left 同步中', () => {
  const clock = new ManualClock()
  let t: TestApp

  before(async () => {
    t = await createTestApp({ clock })
  })
  after(async () => {
    await t?.close()
  })

  const insertRun = async (startedMinutesAgo: number) => {
    const [run] = await t.app.db
      .insert(directorySyncRuns)
      .values({ source: 'ldap', trigger: 'schedule', startedAt: minutesAgo(clock, startedMinutesAgo) })
      .returning({ id: directorySyncRuns.id })
    return run!.id
  }
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (await t.app.db.select().from(directorySyncRuns).where(inArray(directorySyncRuns.id, ids))).map((row) => [
        row.id,
        { status: row.status, error: row.error },
      ]),
    )

  it('is marked failed with the reason when another instance starts, once older than the bound', async () => {
    const stale = await insertRun(INTERRUPTED_AFTER_MINUTES + 1)
    const recent = await insertRun(1)
    const restarted = await createTestApp({ database: t.database, clock })
    await restarted.close()
    assert.deepEqual(await statusOf([stale, recent]), {
      [stale]: { status: 'failed', error: RUN_INTERRUPTED },
      [recent]: { status: 'running', error: null },
    })
    const [row] = await t.app.db.select().from(directorySyncRuns).where(eq(directorySyncRuns.id, stale))
    assert.equal(row?.finishedAt?.getTime(), clock.now().getTime())
  })

  it('is marked failed when the console lists the runs after the bound, so it does not show running forever', async () => {
    const run = await insertRun(0)
    const admin = await loginToken(t.app, 'admin')
    const listed = data(await call(t.app, 'GET', BASES.admin + adminPaths.directorySyncRuns.path, { token: admin }))
    assert.equal(listed.items.find((item: { id: number }) => item.id === run)?.status, 'running', 'a run within the bound is left alone')
    clock.advance(INTERRUPTED_AFTER_MINUTES * 60 + 1)
    const later = data(await call(t.app, 'GET', BASES.admin + adminPaths.directorySyncRuns.path, { token: admin }))
    const item = later.items.find((entry: { id: number }) => entry.id === run)
    assert.equal(item?.status, 'failed')
    assert.equal(item?.error, RUN_INTERRUPTED)
  })
})
