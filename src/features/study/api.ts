import { endpointClient } from '@/lib/endpoint-client'
import { studyPaths } from '@contract/paths/study'
import type {
  ClassProgress,
  CourseDetail,
  LessonDetail,
  LessonProgress,
  Material,
  SaveProgressBody,
  StudyOverview,
  studyEndpoints,
} from '@contract/study'

const study = endpointClient<typeof studyEndpoints>(studyPaths)

/** GET /v1/study/overview: courses I take and teach, the lesson to continue, new materials. */
export const fetchStudyOverview = (): Promise<StudyOverview> => study.overview()

/** GET /v1/study/course: lessons with my progress and the materials (新 since my last visit). */
export const fetchCourse = (id: number): Promise<CourseDetail> => study.course({ data: { id } })

/** POST /v1/study/course/visit: materials added before now are no longer new to me. */
export const markCourseVisited = (id: number): Promise<null> => study.visitCourse({ data: { id } })

/** GET /v1/study/course/progress: each student's progress (the course's teacher only). */
export const fetchClassProgress = (id: number): Promise<ClassProgress> => study.classProgress({ data: { id } })

/** GET /v1/study/lesson: the lesson's content and my progress in it. */
export const fetchLesson = (id: number): Promise<LessonDetail> => study.lesson({ data: { id } })

/** POST /v1/study/progress: the percent only grows on the server; the position is the latest. */
export const saveLessonProgress = (body: SaveProgressBody): Promise<LessonProgress> => study.saveProgress({ data: body })

/** POST /v1/study/material: puts one of my uploads on a course I teach. */
export const addCourseMaterial = (body: { courseId: number; fileId: string; name: string }): Promise<Material> =>
  study.addMaterial({ data: body })
