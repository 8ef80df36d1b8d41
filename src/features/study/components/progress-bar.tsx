import { Text, View } from '@tarojs/components'
import './study.scss'

/** A thin bar with the percent beside it (read out as 进度 n%). */
export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const value = Math.max(0, Math.min(100, percent))
  return (
    <View className="st-bar" role="progressbar" aria-valuenow={value} aria-valuemin={0} aria-valuemax={100} aria-label={`进度 ${value}%`}>
      <View className="st-bar__track">
        <View className="st-bar__fill" style={{ width: `${value}%` }} />
      </View>
      <Text className="st-bar__label">{label ?? `${value}%`}</Text>
    </View>
  )
}
