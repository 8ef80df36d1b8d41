import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from '@/components/a11y'
import type { CourseSummary } from '@contract/study'
import { ProgressBar } from './progress-bar'
import './study.scss'

/** A course in a list: name, teacher and term, lessons learnt, and how many materials are new. */
export function CourseCard({ course, teaching, onOpen }: { course: CourseSummary; teaching?: boolean; onOpen: () => void }) {
  return (
    <View className="st-card" onClick={onOpen} data-testid={`course-${course.id}`} {...BUTTON_ROLE}>
      <View className="st-card__head">
        <Text className="st-card__title">{course.name}</Text>
        {!teaching && course.newMaterialCount > 0 ? <Text className="st-card__new">{course.newMaterialCount} 份新资料</Text> : null}
      </View>
      <View className="st-card__meta">
        <Text>
          {teaching ? course.term : `${course.teacherName} · ${course.term}`} · 共 {course.lessonCount} 课时
        </Text>
      </View>
      {teaching ? null : (
        <ProgressBar percent={course.percent} label={`${course.completedCount}/${course.lessonCount} 已学完 · ${course.percent}%`} />
      )}
    </View>
  )
}
