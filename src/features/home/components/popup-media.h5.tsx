import { useEffect } from 'react'
import { LAYERS } from '@/styles/layers'
import { PopupMediaContent, type PopupMediaProps } from './popup-media-content'
import './popup-media.h5.scss'

/**
 * The home pop-up in the browser: a mask and a centred card, drawn in the same render as the home's content.
 * Not NutUI's Popup: with its overlay and react-transition-group that was 6.1 KB gzip, loaded on demand after
 * the home had drawn, and the pop-up's image (the largest thing a first visit shows) waited a second longer
 * for it. The mini-program keeps NutUI's Popup (popup-media.weapp.tsx).
 */
export function PopupMedia(props: PopupMediaProps) {
  const { media, visible, onClose } = props
  const open = !!media && visible
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(media.id)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, media, onClose])
  if (!open) return null
  return (
    <div className="home-popup-layer" style={{ zIndex: LAYERS.popup }}>
      <div className="home-popup-layer__mask" onClick={() => onClose(media.id)} />
      <div className="home-popup home-popup--plain" role="dialog" aria-modal="true" aria-label={media.title}>
        <PopupMediaContent {...props} media={media} />
        <button type="button" className="home-popup__close" aria-label="关闭" onClick={() => onClose(media.id)} />
      </div>
    </div>
  )
}
