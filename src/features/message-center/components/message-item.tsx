import { Text, View } from '@tarojs/components'
import { StarFill } from '@nutui/icons-react-taro'
import { timeAgo } from '@/lib/time-ago'
import { BUTTON_ROLE } from '@/components/a11y'
import type { MessageRecord } from '@/features/message-center/types'
import './message-item.scss'

/** A message row: unread dot, title, two lines of content, app and time. */
export function MessageItem({ message, onOpen }: { message: MessageRecord; onOpen: () => void }) {
  return (
    <View className="msg-item" onClick={onOpen} {...BUTTON_ROLE} data-testid="message-item" data-read={message.isRead ? '1' : '0'}>
      <View className="msg-item__head">
        {message.isRead ? null : <View className="msg-item__dot" role="img" aria-label="未读" />}
        <Text className={message.isRead ? 'msg-item__title msg-item__title--read' : 'msg-item__title'}>{message.title}</Text>
        {message.isStar ? <StarFill size={14} color="#F0A23B" aria-label="星标" /> : null}
      </View>
      {message.content ? <Text className="msg-item__content">{message.content}</Text> : null}
      <View className="msg-item__meta">
        <Text>
          {message.appName}
          {message.messageTypeName ? ` · ${message.messageTypeName}` : ''}
        </Text>
        <Text>{timeAgo(message.createTime)}</Text>
      </View>
    </View>
  )
}
