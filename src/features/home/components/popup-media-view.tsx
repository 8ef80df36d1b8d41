import { Popup } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
import { PopupMediaContent, type PopupMediaProps } from './popup-media-content'
import type { PopupMedia as PopupMediaData } from '@contract/cms'

/** The mini-program's home pop-up: NutUI's centred Popup around the media. */
export default function PopupMediaView(props: PopupMediaProps & { media: PopupMediaData }) {
  const { media, visible, onClose } = props
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
      <PopupMediaContent {...props} />
    </Popup>
  )
}
