import type { AnnouncementDetail, AnnouncementItem } from '@contract/division'
import type { divisionAnnouncements } from '../../db/schema/index'
import { BASES } from '@contract/bases'
import { absolute } from '../cms/cms-content'
import { grantedFileUrl } from '../files/file-grants'

/** Where an answer's files are served from, and the download grant for each (for callers who may see the announcement). */
export interface FileAccess {
  origin: string
  grant: (fileId: string) => string
}

type Row = typeof divisionAnnouncements.$inferSelect

/** The list shape of an announcement row. */
export function toAnnouncementItem(
  row: Row,
  extra: { read: boolean; publisherName: string | null; audience: { code: string; name: string }[] },
  now: Date,
  files: FileAccess,
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
      fileId: file.fileId,
      name: file.name,
      url: absolute(grantedFileUrl(BASES.portal, file.fileId, files.grant(file.fileId)), files.origin),
      mimeType: file.mimeType ?? '',
      byteSize: file.byteSize ?? 0,
    })),
    audienceNames: extra.audience.map((unit) => unit.name),
  }
}

export function toAnnouncementDetail(
  row: Row,
  extra: { read: boolean; publisherName: string | null; audience: { code: string; name: string }[]; canManage: boolean },
  now: Date,
  files: FileAccess,
): AnnouncementDetail {
  return {
    ...toAnnouncementItem(row, extra, now, files),
    orgCode: row.orgCode,
    content: row.content,
    audience: extra.audience.map((unit) => unit.code),
    canManage: extra.canManage,
  }
}
