import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatBytes } from '@/lib/file-size'
import { formatPortalTime } from '@/lib/portal-time'
import { attachmentType } from '@/features/division/notice-text'
import type { AnnouncementDetail, Attachment } from '@contract/division'
import '@/components/tag.scss'
import './announcement-view.scss'
import './notice-files.scss'

/**
 * One 公告 read in full. The page passes the rich-text `body` (the news feature's article renderer), the
 * publisher's `actions` and opens attachments (features do not import each other).
 */
export function AnnouncementView({
  detail,
  body,
  actions,
  onOpenAttachment,
}: {
  detail: AnnouncementDetail
  body: ReactNode
  actions?: ReactNode
  onOpenAttachment: (file: Attachment) => void
}) {
  return (
    <View className="dv-view" data-testid="notice-detail">
      <View className="dv-view__tags">
        {detail.pinned ? <Text className="mc-tag mc-tag--primary">置顶</Text> : null}
        {detail.expired ? <Text className="mc-tag">已过期</Text> : null}
      </View>
      <Text className="dv-view__title">{detail.title}</Text>
      <View className="dv-view__meta">
        <Text>{detail.publisherName || '—'}</Text>
        <Text>发布于 {formatPortalTime(detail.publishedAt)}</Text>
        {detail.expiresAt ? (
          <Text>
            {detail.expired ? `已于 ${formatPortalTime(detail.expiresAt)} 过期` : `有效期至 ${formatPortalTime(detail.expiresAt)}`}
          </Text>
        ) : null}
        <Text>发给：{detail.audienceNames.join('、')}</Text>
      </View>
      <View className="dv-view__body">{body}</View>
      {detail.attachments.length ? (
        <View className="dv-view__files">
          <Text className="dv-view__files-title">附件</Text>
          {detail.attachments.map((file) => (
            <View
              key={file.fileId}
              className="dv-files__row dv-view__file"
              onClick={() => onOpenAttachment(file)}
              aria-label={`打开附件${file.name}`}
              data-testid="notice-attachment"
              {...BUTTON_ROLE}
            >
              <Text className="dv-files__type">{attachmentType(file)}</Text>
              <Text className="dv-files__name dv-view__file-name">{file.name}</Text>
              {file.byteSize ? <Text className="dv-files__size">{formatBytes(file.byteSize)}</Text> : null}
            </View>
          ))}
        </View>
      ) : null}
      {actions ? <View className="dv-view__actions">{actions}</View> : null}
    </View>
  )
}
