import { Text, View } from '@tarojs/components'
import type { Visibility } from '@contract/account-security'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { VISIBILITY_OPTIONS } from '@/features/privacy/visibility'
import './visibility-row.scss'

export interface VisibilityRowProps {
  title: string
  description: string
  value: Visibility
  onChange: (value: Visibility) => void
  disabled?: boolean
  testId: string
}

/** A settings row: who may see one of my contact fields — 所有人 / 仅本单位 / 仅自己, one tap each. */
export function VisibilityRow({ title, description, value, onChange, disabled, testId }: VisibilityRowProps) {
  return (
    <View className={`visibility-row ${testId}`}>
      <Text className="visibility-row__title">{title}</Text>
      <Text className="visibility-row__description">{description}</Text>
      <SegmentedTabs
        variant="segment"
        ariaLabel={`${title}可见范围`}
        items={VISIBILITY_OPTIONS.map((option) => ({ key: option.value, label: option.short, testId: `${testId}-${option.value}` }))}
        value={value}
        onChange={(next) => !disabled && next !== value && onChange(next)}
      />
    </View>
  )
}
