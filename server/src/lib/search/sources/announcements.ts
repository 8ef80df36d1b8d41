import { eq, inArray } from 'drizzle-orm'
import { divisionAnnouncements, orgUnits } from '../../../db/schema/index'
import { plainText } from '../../cms/cms-sanitize'
import type { SearchSource } from '../search-source'

/**
 * A division's 公告, scoped to the division (`meta.scope`): its audience is units of the organisation tree, which only
 * the division's own search checks (lib/division/division-search). Expired ones stay indexed: publishers still find them.
 */
export const announcementSource: SearchSource = {
  type: 'announcement',
  watches: [
    { table: 'division_announcements', key: 'id' },
    { table: 'division_announcement_audiences', key: 'announcement_id' },
  ],
  async load(db, sourceIds) {
    const ids = sourceIds?.map(Number).filter(Number.isInteger)
    const rows = await db
      .select({ row: divisionAnnouncements, divisionName: orgUnits.name })
      .from(divisionAnnouncements)
      .innerJoin(orgUnits, eq(orgUnits.code, divisionAnnouncements.orgCode))
      .where(ids ? inArray(divisionAnnouncements.id, ids) : undefined)
    return rows.map(({ row, divisionName }) => ({
      sourceId: String(row.id),
      title: row.title,
      body: [divisionName, plainText(row.content, 2000), row.attachments.map((file) => file.name).join(' ')].join(' '),
      summary: row.summary,
      link: `/pages/secondWork/gonggao/gonggaoList?code=${row.orgCode}&id=${row.id}`,
      meta: { scope: row.orgCode },
      category: divisionName,
      status: '',
      happenedAt: row.publishedAt,
      ownerIds: null,
      audience: [],
    }))
  },
}
