import { Text, View } from '@tarojs/components'
import type { CourseDetail } from '@contract/study'
import { ProgressBar } from './progress-bar'
import './study.scss'

/** The course's name, teacher and classes, and (for a learner) how much of it I have learnt. */
export function CourseProgressHead({ course }: { course: CourseDetail }) {
  const done = course.lessons.filter((lesson) => lesson.progress.completed).length
  const percent = course.lessons.length
    ? Math.round(course.lessons.reduce((sum, lesson) => sum + lesson.progress.percent, 0) / course.lessons.length)
    : 0
  return (
    <View className="st-resume" data-testid="course-head">
      <Text className="st-resume__title">{course.name}</Text>
      <Text className="st-resume__meta">
        {course.teacherName} · {course.term}
      </Text>
      <Text className="st-resume__meta">{course.classNames.join('、')}</Text>
      {course.teaching ? null : <ProgressBar percent={percent} label={`${done}/${course.lessons.length} 已学完 · ${percent}%`} />}
    </View>
  )
}
