import { Image, View } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
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

/** The home pop-up (spec §3 "Pop-up state"): an image or a video, shown once per media id. */
export default function PopupMediaView({ media, visible, mourning, onClose }: PopupMediaProps & { media: PopupMediaData }) {
  const close = () => onClose(media.id)
  return (
    <Popup
      visible={visible}
      position="center"
      round
      closeable
      onClose={close}
      style={{ zIndex: LAYERS.popup, background: 'transparent' }}
      className="home-popup"
    >
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
              if (openLink(media.link)) close()
            }}
          />
        )}
      </View>
    </Popup>
  )
}
