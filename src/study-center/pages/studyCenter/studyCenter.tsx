import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/components/page-shell'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import type { LessonDetail } from '@contract/study'
import { fetchLesson } from '@/features/study/api'
import { CourseLessons } from '@/features/study/components/course-lessons'
import { LessonView } from '@/features/study/components/lesson-view'
import { StudyOverview } from '@/features/study/components/study-overview'
import { parseRouteId } from '@/lib/route-id'

/** 学习中心: my courses (no parameter), one course (`courseId`) or one lesson (`lessonId`). */
export default function StudyCenterPage() {
  const { params } = useRouter()
  if (params.lessonId !== undefined) {
    const lessonId = parseRouteId(params.lessonId)
    if (lessonId === null) return <BadLink />
    return (
      <DetailPage<LessonDetail>
        deps={[lessonId]}
        title={(lesson) => lesson.title}
        load={() => fetchLesson(lessonId)}
        notFoundText="课时不存在"
        render={(lesson) => <LessonView key={lesson.id} lesson={lesson} />}
      />
    )
  }
  if (params.courseId !== undefined) {
    const courseId = parseRouteId(params.courseId)
    return courseId !== null ? <CourseLessons courseId={courseId} /> : <BadLink />
  }
  return <StudyOverview />
}

function BadLink() {
  return (
    <PageShell>
      <EmptyState kind="not-found" description="链接参数有误，请从学习中心重新进入" fullPage />
    </PageShell>
  )
}
