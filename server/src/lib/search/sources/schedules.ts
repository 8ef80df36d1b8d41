import { inArray } from 'drizzle-orm'
import { messageCenterSchedules } from '../../../db/schema/index'
import type { SearchSource } from '../search-source'

/** Message-centre schedule entries; each is found only by its owner. */
export const scheduleSource: SearchSource = {
  type: 'schedule',
  watches: [{ table: 'message_center_schedules', key: 'id' }],
  async load(db, sourceIds) {
    const ids = sourceIds?.map(Number).filter(Number.isInteger)
    const rows = await db
      .select()
      .from(messageCenterSchedules)
      .where(ids ? inArray(messageCenterSchedules.id, ids) : undefined)
    return rows.map((row) => ({
      sourceId: String(row.id),
      title: row.title,
      body: [row.place, row.remark].join(' '),
      summary: row.place,
      link: '/pages/tab/schedule/schedule',
      category: row.place,
      status: '',
      happenedAt: row.startTime,
      ownerIds: [row.accountId],
      audience: [],
    }))
  },
}
