import type { CSSProperties, ReactNode } from 'react'
import { View } from '@tarojs/components'
import { KEYBOARD_FOCUS } from './a11y'
import './segmented-tabs.scss'

export interface TabItem<K extends string | number> {
  key: K
  /** Text, or text with a count bubble. */
  label: ReactNode
  testId?: string
}

export interface SegmentedTabsProps<K extends string | number> {
  items: readonly TabItem<K>[]
  /** The chosen key; a list when filters combine (a type and 星标). */
  value: K | readonly K[] | undefined
  onChange: (key: K) => void
  /** `line`: underlined tabs on a white bar; `chip`: rounded filter chips; `segment`: a two- or three-way switch. */
  variant: 'line' | 'chip' | 'segment'
  ariaLabel?: string
  style?: CSSProperties
}

/**
 * One row of tabs or filters that drives a list (the list, not the tabs, owns the content, which is
 * why NutUI's Tabs with its panes does not fit). Each tab has `role="tab"`, `aria-selected` and `data-key`.
 */
export function SegmentedTabs<K extends string | number>({ items, value, onChange, variant, ariaLabel, style }: SegmentedTabsProps<K>) {
  return (
    <View className={`portal-tabs portal-tabs--${variant}`} role="tablist" aria-label={ariaLabel} style={style}>
      {items.map((item) => {
        const active = Array.isArray(value) ? value.includes(item.key) : item.key === value
        return (
          <View
            key={String(item.key)}
            className={active ? 'portal-tabs__tab portal-tabs__tab--active' : 'portal-tabs__tab'}
            role="tab"
            aria-selected={active}
            {...KEYBOARD_FOCUS}
            data-key={String(item.key)}
            data-testid={item.testId}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </View>
        )
      })}
    </View>
  )
}
