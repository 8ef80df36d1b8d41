import { BackTop as NutBackTop } from '@nutui/nutui-react-taro'
import { BACK_TOP } from './constants'

export interface BackTopProps {
  /** Shown after the page is scrolled this far (px). */
  threshold?: number
}

/** NutUI BackTop with the spec's numbers: 100 ms scroll, shown past 400 px, 100 px from the bottom, 20 px from the right. */
export function BackTop({ threshold = BACK_TOP.threshold }: BackTopProps) {
  return (
    <NutBackTop
      threshold={threshold}
      duration={BACK_TOP.duration}
      style={{ bottom: `${BACK_TOP.bottom}px`, right: `${BACK_TOP.right}px` }}
    />
  )
}
