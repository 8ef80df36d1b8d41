import type { AnnouncementDetail, AnnouncementItem } from '@contract/division'
import type { divisionAnnouncements } from '../../db/schema/index'
import { filePaths } from '@contract/paths/files'
import { BASES } from '@contract/bases'
import { absolute } from '../cms/cms-content'

type Row = typeof divisionAnnouncements.$inferSelect

/** The list shape of an announcement row. */
export function toAnnouncementItem(
  row: Row,
  extra: { read: boolean; publisherName: string | null; audience: { code: string; name: string }[] },
  now: Date,
  origin: string,
): AnnouncementItem {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    expired: row.expiresAt !== null && row.expiresAt <= now,
    publisherName: extra.publisherName ?? '',
    read: extra.read,
    attachments: row.attachments.map((file) => ({
      ...file,
      url: absolute(`${BASES.portal}${filePaths.download.path}/${file.fileId}`, origin),
    })),
    audienceNames: extra.audience.map((unit) => unit.name),
  }
}

export function toAnnouncementDetail(
  row: Row,
  extra: { read: boolean; publisherName: string | null; audience: { code: string; name: string }[]; canManage: boolean },
  now: Date,
  origin: string,
): AnnouncementDetail {
  return {
    ...toAnnouncementItem(row, extra, now, origin),
    orgCode: row.orgCode,
    content: row.content,
    audience: extra.audience.map((unit) => unit.code),
    canManage: extra.canManage,
  }
}
