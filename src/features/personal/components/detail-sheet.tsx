import type { ReactNode } from 'react'
import { ScrollView } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { LAYERS } from '@/styles/layers'
import './personal.scss'

/** A bottom sheet holding one card's detail (e-card, books, mailbox, research) over the 我的 tab. */
export function DetailSheet({
  title,
  visible,
  onClose,
  children,
}: {
  title: string
  visible: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Popup visible={visible} position="bottom" round title={title} closeable onClose={onClose} zIndex={LAYERS.popup}>
      <ScrollView scrollY className="personal-sheet" data-testid={`sheet-${title}`}>
        {visible ? children : null}
      </ScrollView>
    </Popup>
  )
}
