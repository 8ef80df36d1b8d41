import { Image, View } from '@tarojs/components'
import { readToken } from '@/lib/token'
import { displayImageUrl } from '@/lib/image-url'
import { openInWebView } from '@/routes/open-link'
import { floatingBoxTarget } from '@/features/home/floating-box-target'
import type { FloatingBox as FloatingBoxData } from '@contract/cms'
import { BUTTON_ROLE } from '@/components/a11y'

/**
 * The activity entry (迎新). It sits at the top right of the home header: fixed to the window it
 * covered 学校要闻's 更多 at 320 px and left the app column on a desktop. The icon is used as it is:
 * the resizer's fit-in pads with white, which drew a white square behind the round badge.
 */
export function FloatingBox({ box, mourning }: { box: FloatingBoxData | null; mourning: boolean }) {
  if (!box || !box.iconUrl || !box.visitedUrl) return null
  return (
    <View
      className="home-floating"
      data-testid="home-floating"
      onClick={() => void openInWebView(floatingBoxTarget(box, readToken()))}
      aria-label={box.title || '活动入口'}
      {...BUTTON_ROLE}
    >
      <Image className="home-floating__icon" src={displayImageUrl(box.iconUrl, { mourning })} mode="aspectFit" />
    </View>
  )
}
