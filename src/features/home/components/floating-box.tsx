import { Image, View } from '@tarojs/components'
import { readToken } from '../../../lib/token'
import { displayImageUrl, ICON_IMAGE_SIZE } from '../../../lib/image-url'
import { openInWebView } from '../../../routes/open-link'
import { floatingBoxTarget } from '../floating-box-target'
import type { FloatingBox as FloatingBoxData } from '../../news/types'

export function FloatingBox({ box, mourning }: { box: FloatingBoxData | null; mourning: boolean }) {
  if (!box || !box.iconUrl || !box.visitedUrl) return null
  return (
    <View
      className="home-floating"
      data-testid="home-floating"
      onClick={() => void openInWebView(floatingBoxTarget(box, readToken()))}
      aria-label={box.title || '活动入口'}
      role="button"
    >
      <Image className="home-floating__icon" src={displayImageUrl(box.iconUrl, { size: ICON_IMAGE_SIZE, mourning })} mode="aspectFit" />
    </View>
  )
}
