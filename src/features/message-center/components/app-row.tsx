import { Text, View } from '@tarojs/components'
import { More, VolumeMute } from '@nutui/icons-react-taro'
import { timeAgo } from '@/lib/time-ago'
import { plain } from '@/lib/plain-words'
import { BUTTON_ROLE } from '@/components/a11y'
import { CountBubble } from '@/components/count-bubble'
import type { InstantApp } from '@/features/message-center/types'
import { AppIcon } from './app-icon'
import './app-row.scss'

export interface AppRowProps {
  app: InstantApp
  busy: boolean
  onOpen: (app: InstantApp) => void
  onMore: (app: InstantApp) => void
}

/**
 * One instant-message app; its ⋯ button opens the actions (置顶 / 免打扰 / 标为已读 / 删除). NutUI Swipe is
 * not used: in the H5 build its action-width measuring effect re-runs without end after a real click.
 */
export function AppRow({ app, busy, onOpen, onMore }: AppRowProps) {
  const last = app.lastMessage
  return (
    <View
      className={app.isTop ? 'msg-app msg-app--top' : 'msg-app'}
      data-testid={`app-${app.appCode}`}
      data-top={app.isTop ? '1' : '0'}
      data-mute={app.isDisturb ? '1' : '0'}
    >
      <View className="msg-app__icon">
        <AppIcon name={app.appName} icon={app.appIcon} />
        <View className="msg-app__badge">
          <CountBubble count={app.unreadCount} muted={app.isDisturb} />
        </View>
      </View>
      <View className="msg-app__main" onClick={() => onOpen(app)} {...BUTTON_ROLE} aria-label={`${app.appName}，${app.unreadCount}条未读`}>
        <View className="msg-app__line">
          <Text className="msg-app__name">{app.appName}</Text>
          {app.isTop ? <Text className="msg-app__flag">置顶</Text> : null}
          {app.isDisturb ? <VolumeMute size={14} color="#B4B7BD" aria-label="免打扰" /> : null}
          <Text className="msg-app__time">{last ? timeAgo(last.createTime) : ''}</Text>
        </View>
        <View className="msg-app__line">
          <Text className="msg-app__last">{last ? last.title : plain('暂无消息')}</Text>
        </View>
      </View>
      <View
        className="msg-app__more"
        onClick={() => !busy && onMore(app)}
        {...BUTTON_ROLE}
        aria-label={`${app.appName}操作`}
        data-testid={`app-more-${app.appCode}`}
      >
        <More size={16} />
      </View>
    </View>
  )
}
