import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { BUTTON_ROLE } from '@/components/a11y'
import type { ChooseListStore } from '@/features/online-send/choose-list-store'
import { chipLabel, keyOf } from '@/features/online-send/chosen-list'
import './online-send.scss'

/** The chosen recipients as chips in the spec's order; tapping a chip removes it when `removable`. */
export const ChosenChips = observer(function ChosenChips({ store, removable = true }: { store: ChooseListStore; removable?: boolean }) {
  if (store.items.length === 0) return null
  return (
    <View className="os-chips" data-testid="chosen-chips">
      {store.items.map((entry) => (
        <Text
          key={keyOf(entry)}
          className="os-chip"
          data-key={keyOf(entry)}
          {...(removable ? { ...BUTTON_ROLE, onClick: () => store.remove(entry), 'aria-label': `移除${entry.name}` } : {})}
        >
          {chipLabel(entry)}
          {removable ? ' ×' : ''}
        </Text>
      ))}
    </View>
  )
})
