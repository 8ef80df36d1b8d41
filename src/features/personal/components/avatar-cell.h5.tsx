import { BUTTON_ROLE } from '@/components/a11y'
import { View } from '@tarojs/components'
import { AvatarCropper, Button, Cell } from '@nutui/nutui-react-taro'
import { useSubmit } from '@/components'
import { saveAvatarFile } from '@/features/personal/change-avatar'
import { UserAvatar } from './user-avatar'
import './avatar-cell.scss'

/** See avatar-cell.d.ts. */
type AvatarCellProps = { url: string; name: string; onChanged: (url: string) => void }

/**
 * The cropper hands over a data: URL; the upload reads blob: URLs, so the square becomes one. Decoded
 * here rather than fetched: the page's CSP allows no connections to data: URLs.
 */
function dataUrlToObjectUrl(dataUrl: string): string {
  const [head = '', base64 = ''] = dataUrl.split(',')
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png'
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return URL.createObjectURL(new Blob([bytes], { type }))
}

/** The cropper's toolbar, in its order: cancel, reset, rotate, confirm. */
const TOOLBAR = [
  <Button key="cancel" fill="none" data-testid="avatar-crop-cancel">
    取消
  </Button>,
  <Button key="reset" fill="none">
    还原
  </Button>,
  <Button key="rotate" fill="none">
    旋转
  </Button>,
  <Button key="confirm" type="primary" data-testid="avatar-crop-confirm">
    使用
  </Button>,
]

/**
 * 头像 on H5: tapping the row chooses a photo (album or camera), NutUI's AvatarCropper lets the person
 * move and zoom it inside the square and confirm, and the square is uploaded and saved as the avatar (the
 * server still resizes it). Cancelling the crop changes nothing.
 */
export function AvatarCell({ url, name, onChanged }: AvatarCellProps) {
  const avatar = useSubmit(
    async (dataUrl: string) => {
      const square = dataUrlToObjectUrl(dataUrl)
      try {
        return await saveAvatarFile(square, 'avatar.png')
      } finally {
        URL.revokeObjectURL(square)
      }
    },
    {
      failure: '头像上传失败',
      success: '头像已更新',
      onSuccess: onChanged,
    },
  )
  return (
    <AvatarCropper
      className="avatar-cell__cropper"
      data-testid="change-avatar"
      sizeType={['compressed']}
      sourceType={['album', 'camera']}
      toolbar={TOOLBAR}
      editText={<View className="avatar-cell__tap" {...BUTTON_ROLE} aria-label="更换头像" />}
      onConfirm={(dataUrl: string) => void avatar.run(dataUrl)}
    >
      <Cell
        className="avatar-cell__row"
        title="头像"
        description={avatar.busy ? '正在上传…' : '点击更换，裁剪为正方形'}
        extra={<UserAvatar url={url} name={name} size="normal" />}
      />
    </AvatarCropper>
  )
}
