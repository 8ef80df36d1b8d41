import { Text, View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { useStores } from '@/stores/context'
import { APPEARANCE_OPTIONS } from '@/stores/appearance-store'

const ITEMS = APPEARANCE_OPTIONS.map((o) => ({ key: o.value, label: o.label, testId: `appearance-${o.value}` }))

/**
 * 外观: 跟随系统 / 浅色 / 深色 as a three-way switch across the row under its title, applied at once. Absent where a
 * platform can only follow the system.
 */
export const AppearanceCell = observer(function AppearanceCell() {
  const { appearance } = useStores()
  if (!appearance.canChoose) return null
  return (
    <Cell.Group>
      <View className="set-page__appearance">
        <Text className="set-page__appearance-title">外观</Text>
        <SegmentedTabs variant="segment" ariaLabel="外观" items={ITEMS} value={appearance.choice} onChange={appearance.choose} />
      </View>
    </Cell.Group>
  )
})
