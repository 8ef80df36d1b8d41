import { Text, View } from '@tarojs/components'
import { formatPortalTime } from '@/lib/portal-time'
import type { ReadersData } from '@contract/division'
import './reader-list.scss'

/** Who has read an announcement, out of how many it is addressed to (publishers). */
export function ReaderList({ data }: { data: ReadersData }) {
  return (
    <View className="dv-readers" data-testid="notice-readers">
      <Text className="dv-readers__count">
        已读 {data.readCount} / {data.audienceCount} 人
      </Text>
      {data.readers.items.length === 0 ? <Text className="dv-readers__empty">还没有人阅读</Text> : null}
      {data.readers.items.map((reader, index) => (
        <View key={`${reader.userName}-${index}`} className="dv-readers__row">
          <Text className="dv-readers__name">{reader.userName}</Text>
          <Text className="dv-readers__org">{reader.orgName}</Text>
          <Text className="dv-readers__time">{formatPortalTime(reader.readAt, 'MM-DD HH:mm')}</Text>
        </View>
      ))}
      {data.readers.total > data.readers.items.length ? (
        <Text className="dv-readers__empty">仅显示最近 {data.readers.items.length} 位</Text>
      ) : null}
    </View>
  )
}
