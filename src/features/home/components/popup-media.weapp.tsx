import { Popup } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
import { PopupMediaContent, type PopupMediaProps } from './popup-media-content'

/** The mini-program's home pop-up: NutUI's centred Popup around the media. */
export function PopupMedia(props: PopupMediaProps) {
  const { media, visible, onClose } = props
  if (!media) return null
  return (
    <Popup
      visible={visible}
      position="center"
      round
      closeable
      onClose={() => onClose(media.id)}
      style={{ zIndex: LAYERS.popup, background: 'transparent' }}
      className="home-popup"
    >
      <PopupMediaContent {...props} media={media} />
    </Popup>
  )
}
