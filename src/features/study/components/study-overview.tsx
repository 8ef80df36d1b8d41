import { useRef } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { fetchStudyOverview } from '@/features/study/api'
import { KIND_LABEL, lessonStatus } from '@/features/study/progress'
import { CourseCard } from './course-card'
import { MaterialRow } from './material-row'
import './study.scss'

/** 学习中心 home: continue where I left off, my courses with progress, materials new since my last visit. */
export function StudyOverview() {
  const overview = useDetailLoader(fetchStudyOverview, [])
  // Back from a lesson or course: the progress and 新 marks changed there.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void overview.reload()
    shown.current = true
  })
  const data = overview.status === 'ready' ? overview.data : undefined
  return (
    <PageShell
      flush
      loading={overview.status === 'loading'}
      skeleton={<ListSkeleton count={4} />}
      error={overview.status === 'error' ? overview.error : null}
      onRetry={() => void overview.retry()}
    >
      {data ? (
        <View data-testid="study-overview">
          {data.resume ? (
            <View
              className="st-resume"
              data-testid="study-resume"
              onClick={() => void nav.to('studyCenter', { lessonId: data.resume!.lessonId })}
              {...BUTTON_ROLE}
            >
              <Text className="st-resume__label">继续学习</Text>
              <Text className="st-resume__title">{data.resume.lessonTitle}</Text>
              <Text className="st-resume__meta">
                {data.resume.courseName} · {KIND_LABEL[data.resume.kind]} ·{' '}
                {lessonStatus(data.resume.kind, {
                  percent: data.resume.percent,
                  positionSeconds: data.resume.positionSeconds,
                  completed: false,
                })}
              </Text>
            </View>
          ) : null}
          <View className="portal-page__body">
            <Section title="我的课程">
              <View data-testid="study-courses">
                {data.taking.length === 0 ? <EmptyState description="你本学期没有选修的课程" /> : null}
                {data.taking.map((course) => (
                  <CourseCard key={course.id} course={course} onOpen={() => void nav.to('studyCenter', { courseId: course.id })} />
                ))}
              </View>
            </Section>
            {data.teaching.length ? (
              <Section title="我讲授的课程" onMore={() => void nav.to('teachingCourse')}>
                {data.teaching.map((course) => (
                  <CourseCard
                    key={course.id}
                    course={course}
                    teaching
                    onOpen={() => void nav.to('teachingCourse', { courseId: course.id })}
                  />
                ))}
              </Section>
            ) : null}
            {data.taking.length ? (
              <Section title="新资料">
                <View data-testid="study-new-materials">
                  {data.newMaterials.length === 0 ? <EmptyState description="暂无新资料" /> : null}
                  {data.newMaterials.map((material) => (
                    <MaterialRow
                      key={material.id}
                      material={material}
                      showCourse
                      onOpen={() => void nav.to('studyCenter', { courseId: material.courseId })}
                    />
                  ))}
                </View>
              </Section>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
