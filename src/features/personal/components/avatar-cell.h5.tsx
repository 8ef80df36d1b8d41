import { Cell } from '@nutui/nutui-react-taro'
import { useSubmit } from '@/components'
import { changeAvatar } from '@/features/personal/change-avatar'
import { UserAvatar } from './user-avatar'

/** See avatar-cell.d.ts. */
type AvatarCellProps = { url: string; name: string; onChanged: (url: string) => void }

/** 头像 on H5: tapping the row chooses a photo, crops it square, uploads and saves it. */
export function AvatarCell({ url, name, onChanged }: AvatarCellProps) {
  const avatar = useSubmit(changeAvatar, {
    failure: '头像上传失败',
    success: (saved) => (saved ? '头像已更新' : ''),
    onSuccess: (saved) => {
      if (saved) onChanged(saved)
    },
  })
  return (
    <Cell
      title="头像"
      description="点击更换，裁剪为正方形"
      clickable
      data-testid="change-avatar"
      onClick={() => void avatar.run()}
      extra={<UserAvatar url={url} name={name} size="normal" />}
    />
  )
}
