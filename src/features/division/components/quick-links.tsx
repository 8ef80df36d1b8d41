import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import './quick-links.scss'

export interface QuickLink {
  key: string
  label: string
  onClick: () => void
}

/** A row of text tiles for the workbench's pages (wraps at narrow widths). */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <View className="dv-links portal-card" role="list">
      {links.map((link) => (
        <View
          key={link.key}
          className="dv-links__item"
          onClick={link.onClick}
          data-testid={`link-${link.key}`}
          role="listitem"
          {...BUTTON_ROLE}
        >
          <View className="dv-links__badge" aria-hidden="true">
            <Text>{link.label.slice(0, 1)}</Text>
          </View>
          <Text className="dv-links__label">{link.label}</Text>
        </View>
      ))}
    </View>
  )
}
