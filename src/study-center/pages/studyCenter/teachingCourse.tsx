import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { nav } from '@/routes/nav'
import { fetchStudyOverview } from '@/features/study/api'
import { CourseCard } from '@/features/study/components/course-card'
import { TeachingCourse } from '@/features/study/components/teaching-course'
import { parseRouteId } from '@/lib/route-id'

/** 教学课程: teachers see the courses they teach (one opens with `courseId`); students the courses they take. */
export default function TeachingCoursePage() {
  const { params } = useRouter()
  if (params.courseId !== undefined) {
    const courseId = parseRouteId(params.courseId)
    if (courseId !== null) return <TeachingCourse courseId={courseId} />
    return (
      <PageShell>
        <EmptyState kind="not-found" description="链接参数有误，请从教学课程重新进入" fullPage />
      </PageShell>
    )
  }
  return <CourseLists />
}

function CourseLists() {
  const overview = useDetailLoader(fetchStudyOverview, [])
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
        <View className="portal-page__body" data-testid="teaching-lists">
          {data.teaching.length ? (
            <Section title="我讲授的课程">
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
          {data.taking.length || !data.teaching.length ? (
            <Section title="我选修的课程">
              {data.taking.length === 0 ? <EmptyState description="你本学期没有讲授或选修的课程" /> : null}
              {data.taking.map((course) => (
                <CourseCard key={course.id} course={course} onOpen={() => void nav.to('studyCenter', { courseId: course.id })} />
              ))}
            </Section>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}
