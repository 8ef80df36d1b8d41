import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatPortalTime } from '@/lib/portal-time'
import type { AnnouncementItem } from '@contract/division'
import '@/components/tag.scss'
import './announcement-row.scss'

/** One 公告 in a list: unread dot, 置顶 / 已过期 tags, time, publisher, audience and attachments. */
export function AnnouncementRow({ item, onClick, showAudience }: { item: AnnouncementItem; onClick: () => void; showAudience?: boolean }) {
  return (
    <View
      className={`dv-notice ${item.read ? '' : 'dv-notice--unread'}`}
      onClick={onClick}
      data-testid={`notice-${item.id}`}
      data-read={item.read ? '1' : '0'}
      {...BUTTON_ROLE}
    >
      <View className="dv-notice__title-row">
        {item.read ? null : <View className="dv-notice__dot" aria-hidden="true" />}
        {item.read ? null : <Text className="portal-sr-only">未读，</Text>}
        {item.pinned ? <Text className="mc-tag mc-tag--primary dv-notice__tag">置顶</Text> : null}
        {item.expired ? <Text className="mc-tag dv-notice__tag">已过期</Text> : null}
        <Text className="dv-notice__title">{item.title}</Text>
      </View>
      {item.summary ? <Text className="dv-notice__summary">{item.summary}</Text> : null}
      <View className="dv-notice__meta">
        <Text>{formatPortalTime(item.publishedAt, 'MM-DD HH:mm')}</Text>
        {item.publisherName ? <Text>{item.publisherName}</Text> : null}
        {showAudience && item.audienceNames.length ? <Text>发给：{item.audienceNames.join('、')}</Text> : null}
        {item.attachments.length ? <Text>附件 {item.attachments.length}</Text> : null}
        <Text className={item.read ? '' : 'dv-notice__unread-word'}>{item.read ? '已读' : '未读'}</Text>
      </View>
    </View>
  )
}
