import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import './components.scss'

export interface ListSkeletonProps {
  /** How many placeholder cards. */
  count?: number
  /** Text lines per card. */
  rows?: number
  /** Show a round avatar placeholder on the left of each card. */
  avatar?: boolean
}

/** Placeholder cards shown while the first page of a list (or a detail) is loading. */
export function ListSkeleton({ count = 4, rows = 3, avatar = false }: ListSkeletonProps) {
  return (
    <View className="portal-skeleton" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <View className="portal-card portal-skeleton__card" key={i}>
          {avatar ? <Skeleton shape="circle" width="40px" height="40px" animated /> : null}
          <View className="portal-skeleton__lines">
            <Skeleton rows={rows} animated />
          </View>
        </View>
      ))}
    </View>
  )
}
