import { Text, View } from '@tarojs/components'
import { SubmitButton } from '@/components/submit-button'
import { PageShell } from '@/components/page-shell'
import { Section } from '@/components/section'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { useSubmit } from '@/components/use-submit'
import { uploadLocalFile } from '@/lib/upload'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { addCourseMaterial, fetchClassProgress, fetchCourse } from '@/features/study/api'
import { pickMaterialFile, previewDocument } from '@/features/study/platform-files'
import { ClassProgressTable } from './class-progress'
import { CourseProgressHead } from './course-progress-head'
import { LessonRow } from './lesson-row'
import { MaterialRow } from './material-row'
import './study.scss'

/** Longest material name the server takes. */
const NAME_MAX = 120

/** A course I teach: upload materials, its lessons, and each student's progress. */
export function TeachingCourse({ courseId }: { courseId: number }) {
  const loaded = useDetailLoader(async () => {
    const course = await fetchCourse(courseId)
    return { course, progress: course.teaching ? await fetchClassProgress(courseId) : undefined }
  }, [courseId])
  const data = loaded.status === 'ready' ? loaded.data : undefined
  const upload = useSubmit(
    async () => {
      const picked = await pickMaterialFile()
      if (!picked) return null
      const file = await uploadLocalFile(picked.path)
      return addCourseMaterial({ courseId, fileId: file.id, name: picked.name.slice(0, NAME_MAX) })
    },
    {
      failure: '上传失败',
      success: (material) => (material ? `已上传“${material.name}”` : '未选择文件'),
      onSuccess: (material) => {
        if (material) void loaded.reload()
      },
    },
  )
  return (
    <PageShell
      title={data?.course.name}
      flush
      loading={loaded.status === 'loading'}
      skeleton={<ListSkeleton count={5} />}
      error={loaded.status === 'error' ? loaded.error : null}
      onRetry={() => void loaded.retry()}
    >
      {loaded.status === 'not-found' ? <EmptyState kind="not-found" description="课程不存在" fullPage /> : null}
      {data && !data.course.teaching ? <EmptyState description="你不是这门课程的任课教师" fullPage /> : null}
      {data?.course.teaching ? (
        <View data-testid="teaching-course">
          <CourseProgressHead course={data.course} />
          <View className="portal-page__body">
            <Section title="课程资料">
              <View className="st-upload">
                <SubmitButton type="primary" size="small" block submit={upload} data-testid="material-upload">
                  上传资料
                </SubmitButton>
                <Text className="st-card__meta st-upload__hint">支持 PDF、Office 文档和 MP4 视频</Text>
              </View>
              <View data-testid="teaching-materials">
                {data.course.materials.length === 0 ? <EmptyState description="还没有上传资料" /> : null}
                {data.course.materials.map((material) => (
                  <MaterialRow
                    key={material.id}
                    material={{ ...material, isNew: false }}
                    onOpen={() => previewDocument(material.url).catch(() => toast('资料打开失败，请稍后重试'))}
                  />
                ))}
              </View>
            </Section>
            <Section title="班级学习进度">{data.progress ? <ClassProgressTable progress={data.progress} /> : null}</Section>
            <Section title="课时">
              {data.course.lessons.map((lesson) => (
                <LessonRow key={lesson.id} lesson={lesson} onOpen={() => void nav.to('studyCenter', { lessonId: lesson.id })} />
              ))}
            </Section>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
