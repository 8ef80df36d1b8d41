import { Button, type ButtonProps, type CommonEventFunction } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { useSubmit } from '@/components'
import { cropAndSaveAvatar } from '@/features/personal/change-avatar'
import { UserAvatar } from './user-avatar'
import './avatar-cell.scss'

/** See avatar-cell.d.ts. */
type AvatarCellProps = { url: string; name: string; onChanged: (url: string) => void }

type ChooseAvatarDetail = { avatarUrl?: string }

/**
 * 头像 in the mini-program: WeChat's own avatar chooser (album, camera or the WeChat avatar) through
 * `open-type="chooseAvatar"`, then WeChat's 1:1 crop screen (wx.cropImage, where the base library has it)
 * to choose the square; the result is uploaded with wx.uploadFile and saved as the avatar.
 */
export function AvatarCell({ url, name, onChanged }: AvatarCellProps) {
  const avatar = useSubmit(cropAndSaveAvatar, {
    failure: '头像上传失败',
    success: (saved) => (saved ? '头像已更新' : ''),
    onSuccess: (saved) => {
      if (saved) onChanged(saved)
    },
  })
  const chosen: CommonEventFunction<ChooseAvatarDetail> = (event) => {
    const path = event.detail.avatarUrl
    if (path) void avatar.run(path)
  }
  return (
    <Cell
      title="头像"
      description="点击更换"
      data-testid="change-avatar"
      extra={
        <Button
          className="avatar-cell__chooser"
          openType="chooseAvatar"
          onChooseAvatar={chosen as ButtonProps['onChooseAvatar']}
          disabled={avatar.busy}
          aria-label="更换头像"
        >
          <UserAvatar url={url} name={name} size="normal" />
        </Button>
      }
    />
  )
}
