/**
 * Contract of `avatar-cell.h5.tsx` / `avatar-cell.weapp.tsx`: the 头像 row of 个人信息. H5 chooses and crops a
 * photo when the row is tapped; the mini-program uses WeChat's avatar chooser (`open-type="chooseAvatar"`,
 * the successor of getUserProfile's avatar). Both upload the image and save it as the avatar.
 */
interface AvatarCellProps {
  url: string
  name: string
  /** Called with the saved avatar's address. */
  onChanged: (url: string) => void
}
export declare function AvatarCell(props: AvatarCellProps): JSX.Element
