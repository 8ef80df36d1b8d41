import { Avatar } from '@nutui/nutui-react-taro'
import { PRIMARY_TEXT } from '@/styles/colors'

/** The person's avatar, or the last two characters of the name on the theme colour when there is none. */
export function UserAvatar({ url, name, size = 'large' }: { url: string; name: string; size?: 'large' | 'normal' | 'small' }) {
  return url ? (
    <Avatar size={size} src={url} aria-label="头像" className="user-avatar" />
  ) : (
    <Avatar size={size} background={PRIMARY_TEXT} color="#fff" aria-label="头像">
      {name.slice(-2) || '我'}
    </Avatar>
  )
}
