import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { BUTTON_ROLE } from '@/components/a11y'
import type { Material } from '@contract/study'
import './study.scss'

/** A course material: its name, course and date, 新 until the course is opened again. */
export function MaterialRow({ material, showCourse, onOpen }: { material: Material; showCourse?: boolean; onOpen: () => void }) {
  return (
    <View className="st-row" onClick={onOpen} data-testid={`material-${material.id}`} {...BUTTON_ROLE}>
      <Text className="st-row__kind">{material.kind === 'video' ? '视频' : '资料'}</Text>
      <View className="st-row__main">
        <Text className="st-row__title">{material.name}</Text>
        <Text className="st-row__meta">
          {showCourse ? `${material.courseName} · ` : ''}
          {material.uploaderName} · {dayjs(material.createdAt).format('YYYY-MM-DD')}
        </Text>
      </View>
      {material.isNew ? <Text className="st-card__new">新</Text> : null}
    </View>
  )
}
