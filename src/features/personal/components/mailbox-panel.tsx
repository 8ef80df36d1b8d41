import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import dayjs from 'dayjs'
import { ErrorState, useDetailLoader } from '@/components'
import { ListSkeleton } from '@/components/list-skeleton'
import { openInWebView } from '@/routes/open-link'
import { getMailbox } from '@/features/personal/api'

/** 邮箱: unread count and recent mail; the webmail opens through the service hand-off (web view with the token). */
export function MailboxPanel() {
  const mail = useDetailLoader(getMailbox)
  if (mail.status === 'loading') return <ListSkeleton count={3} rows={1} />
  if (mail.status === 'error' || !mail.data) return <ErrorState message="邮箱信息加载失败" onRetry={() => void mail.retry()} />
  const { address, unread, recent, webmailUrl } = mail.data
  return (
    <View>
      <Text className="personal-summary">
        {address} · 未读 {unread} 封
      </Text>
      {recent.length === 0 ? <View className="personal-empty">暂无邮件</View> : null}
      {recent.map((m) => (
        <Cell
          key={m.id}
          title={<Text className={m.unread ? 'mail mail--unread' : 'mail'}>{m.subject}</Text>}
          description={`${m.sender} · ${dayjs(m.receivedAt).format('MM-DD HH:mm')}`}
        />
      ))}
      <Button block type="primary" onClick={() => void openInWebView(webmailUrl, '1')}>
        进入邮箱
      </Button>
    </View>
  )
}
