import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { fetchCourse, markCourseVisited } from '@/features/study/api'
import { previewDocument } from '@/features/study/platform-files'
import { CourseProgressHead } from './course-progress-head'
import { LessonRow } from './lesson-row'
import { MaterialRow } from './material-row'
import './study.scss'

/** A course for a learner: its lessons with my progress, then its materials (新 ones marked once, then seen). */
export function CourseLessons({ courseId }: { courseId: number }) {
  const course = useDetailLoader(() => fetchCourse(courseId), [courseId])
  const data = course.status === 'ready' ? course.data : undefined
  // Opening the course is the visit that makes today's materials no longer new (shown as 新 this once).
  const loadedId = data?.id
  useEffect(() => {
    if (loadedId !== undefined) markCourseVisited(loadedId).catch(() => undefined)
  }, [loadedId])
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void course.reload()
    shown.current = true
  })
  return (
    <PageShell
      title={data?.name}
      flush
      loading={course.status === 'loading'}
      skeleton={<ListSkeleton count={5} />}
      error={course.status === 'error' ? course.error : null}
      onRetry={() => void course.retry()}
    >
      {course.status === 'not-found' ? <EmptyState kind="not-found" description="课程不存在" fullPage /> : null}
      {data ? (
        <View data-testid="course-view">
          <CourseProgressHead course={data} />
          <View className="portal-page__body">
            <Section title="课时">
              <View data-testid="course-lessons">
                {data.lessons.length === 0 ? <EmptyState description="这门课程还没有课时" /> : null}
                {data.lessons.map((lesson) => (
                  <LessonRow key={lesson.id} lesson={lesson} onOpen={() => void nav.to('studyCenter', { lessonId: lesson.id })} />
                ))}
              </View>
            </Section>
            <Section title="课程资料">
              <View data-testid="course-materials">
                {data.materials.length === 0 ? <EmptyState description="暂无资料" /> : null}
                {data.materials.map((material) => (
                  <MaterialRow
                    key={material.id}
                    material={material}
                    onOpen={() => previewDocument(material.url).catch(() => toast('资料打开失败，请稍后重试'))}
                  />
                ))}
              </View>
            </Section>
            {data.description ? (
              <Section title="课程简介">
                <Text className="st-lesson__body st-lesson__body--padded">{data.description}</Text>
              </Section>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
