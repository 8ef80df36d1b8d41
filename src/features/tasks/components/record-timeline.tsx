import { Text, View } from '@tarojs/components'
import type { HandleRecordEntry } from '@/features/tasks/types'
import { formatTime } from './application-view'
import './record-timeline.scss'

/** Handling records as a timeline: who did what at which step, with the opinion. */
export function RecordTimeline({ records }: { records: HandleRecordEntry[] }) {
  return (
    <View className="portal-card record-timeline" role="list">
      {records.map((r, i) => (
        <View key={r.id} className="record-timeline__item" role="listitem" data-testid="handle-record">
          <View className="record-timeline__rail">
            <View className={`record-timeline__dot record-timeline__dot--${r.action}`} />
            {i < records.length - 1 ? <View className="record-timeline__line" /> : null}
          </View>
          <View className="record-timeline__body">
            <View className="record-timeline__head">
              <Text className="record-timeline__who">
                {r.actor.name} · {r.actionName}
                {r.target ? ` → ${r.target.name}` : ''}
              </Text>
              <Text className="record-timeline__time">{formatTime(r.createTime)}</Text>
            </View>
            <Text className="record-timeline__step">{r.stepName}</Text>
            {r.opinion ? <Text className="record-timeline__opinion">{r.opinion}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  )
}
