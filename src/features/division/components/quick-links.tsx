import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import './quick-links.scss'

export interface QuickLink {
  key: string
  label: string
  /** A NutUI icon of what the page is (not the label's first letter: 单位资讯 and 单位日程 would both read 单). */
  icon: ReactNode
  onClick: () => void
}

/** A row of icon tiles for the workbench's pages (wraps at narrow widths). */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <View className="dv-links portal-card">
      {links.map((link) => (
        <View key={link.key} className="dv-links__item" onClick={link.onClick} data-testid={`link-${link.key}`} {...BUTTON_ROLE}>
          <View className="dv-links__badge" aria-hidden="true">
            {link.icon}
          </View>
          <Text className="dv-links__label">{link.label}</Text>
        </View>
      ))}
    </View>
  )
}
