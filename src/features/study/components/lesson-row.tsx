import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import type { LessonItem } from '@contract/study'
import { KIND_LABEL, lessonStatus } from '@/features/study/progress'
import './study.scss'

/** A lesson of a course with its kind and how far I got. */
export function LessonRow({ lesson, onOpen }: { lesson: LessonItem; onOpen: () => void }) {
  return (
    <View className="st-row" onClick={onOpen} data-testid={`lesson-${lesson.id}`} {...BUTTON_ROLE}>
      <Text className="st-row__kind">{KIND_LABEL[lesson.kind]}</Text>
      <View className="st-row__main">
        <Text className="st-row__title">{lesson.title}</Text>
      </View>
      <Text className="st-row__side" data-testid={`lesson-status-${lesson.id}`}>
        {lessonStatus(lesson.kind, lesson.progress)}
      </Text>
    </View>
  )
}
