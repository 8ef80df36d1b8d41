import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { TEXT } from './constants'
import { BUTTON_ROLE, headingRole } from './a11y'
import './components.scss'

export interface SectionProps {
  title: ReactNode
  /** Shows the right-hand 更多 link. */
  onMore?: () => void
  moreText?: string
  /** A plain action in the head instead of 更多 (e.g. 清空); it carries its own handler and label. */
  action?: ReactNode
  /** Draw the content on a white rounded card (default). */
  card?: boolean
  children?: ReactNode
  className?: string
}

/** A titled block of a page (home, service centre): title on the left, 更多 (or another action) on the right. */
export function Section({ title, onMore, moreText = TEXT.more, action, card = true, children, className }: SectionProps) {
  return (
    <View className={['portal-section', className ?? ''].join(' ').trim()}>
      <View className="portal-section__head">
        <Text className="portal-section__title" {...headingRole(2)}>
          {title}
        </Text>
        {action ?? null}
        {!action && onMore ? (
          <View className="portal-section__more" onClick={onMore} {...BUTTON_ROLE}>
            <Text>{moreText}</Text>
            <ArrowRight size={12} aria-hidden="true" />
          </View>
        ) : null}
      </View>
      <View className={card ? 'portal-card' : undefined}>{children}</View>
    </View>
  )
}
