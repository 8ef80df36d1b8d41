import { Image, View } from '@tarojs/components'
import { displayImageUrl } from '@/lib/image-url'
import { openLink } from '@/routes/open-link'
import { PopupVideo } from './popup-video'
import type { PopupMedia as PopupMediaData } from '@contract/cms'

export interface PopupMediaProps {
  media: PopupMediaData | null
  visible: boolean
  mourning: boolean
  onClose: (id: number) => void
}

/** What the home pop-up shows (spec §3 "Pop-up state"): its image, which opens its link, or its video. */
export function PopupMediaContent({ media, mourning, onClose }: Omit<PopupMediaProps, 'visible'> & { media: PopupMediaData }) {
  return (
    <View className="home-popup__body" data-testid="home-popup">
      {media.mediaType === 'video' && media.videoUrl ? (
        <PopupVideo src={media.videoUrl} poster={displayImageUrl(media.image, { mourning })} />
      ) : (
        <Image
          className="home-popup__media"
          src={displayImageUrl(media.image, { mourning })}
          mode="widthFix"
          aria-label={media.title}
          onClick={() => {
            if (openLink(media.link)) onClose(media.id)
          }}
        />
      )}
    </View>
  )
}
