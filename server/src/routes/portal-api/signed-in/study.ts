import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { studyEndpoints } from '@contract/study'
import { badRequest, forbidden, notFound, ok } from '../../../lib/common/api-error'
import { originOf } from '../../../lib/cms/cms-content'
import { fileOwner } from '../../../lib/files/files-repository'
import { userOf } from '../../../plugins/app/authentication'
import { fileAddress, isoOf, toCourseSummary, toMaterial } from '../../../lib/study/study-answers'
import {
  addMaterial,
  classNamesOf,
  classProgressOf,
  courseStanding,
  courseSummaries,
  lastLessonOf,
  lessonById,
  lessonsWithProgress,
  materialsOfCourse,
  newMaterialsFor,
  orgCodeOf,
  recordVisit,
  saveProgress,
} from '../../../lib/study/study-repository'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-study']
const security = [{ idToken: [] }]
/** How many new materials the overview lists. */
const NEW_MATERIALS_SHOWN = 10

/** 学习中心: students see the courses their class takes; teachers the courses they teach (materials, class progress). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const now = () => fastify.clock.now()

  /** The course if the caller teaches or takes it: 404 unknown, 403 otherwise. */
  async function reachableCourse(accountId: string, courseId: number) {
    const orgCode = await orgCodeOf(db, accountId)
    const standing = await courseStanding(db, courseId, accountId, orgCode)
    if (!standing) throw notFound('课程不存在')
    if (!standing.teaching && !standing.taking) throw forbidden('你没有选修或讲授这门课程')
    return standing
  }

  serve(fastify, studyEndpoints.overview, { schema: { tags, security, summary: '我的课程、继续学习与新资料' } }, async (request) => {
    const { accountId } = userOf(request)
    const classCode = await orgCodeOf(db, accountId)
    const [taking, teaching, last, fresh] = await Promise.all([
      courseSummaries(db, accountId, { classCode }),
      courseSummaries(db, accountId, 'teaching'),
      lastLessonOf(db, accountId, classCode),
      newMaterialsFor(db, accountId, classCode, NEW_MATERIALS_SHOWN),
    ])
    const origin = originOf(fastify, request)
    return ok({
      taking: taking.map(toCourseSummary),
      teaching: teaching.map(toCourseSummary),
      resume: last
        ? {
            courseId: last.course_id,
            courseName: last.course_name,
            lessonId: last.lesson_id,
            lessonTitle: last.lesson_title,
            kind: last.kind,
            percent: last.percent,
            positionSeconds: last.position_seconds,
            updatedAt: isoOf(last.updated_at),
          }
        : null,
      newMaterials: fresh.map((row) => toMaterial(row, origin)),
    })
  })

  serve(fastify, studyEndpoints.course, { schema: { tags, security, summary: '课程：课时（含我的进度）与资料' } }, async (request) => {
    const { accountId } = userOf(request)
    const { course, teacherName, teaching } = await reachableCourse(accountId, request.query.id)
    const [lessons, materials, classNames] = await Promise.all([
      lessonsWithProgress(db, course.id, accountId),
      materialsOfCourse(db, course.id, accountId),
      classNamesOf(db, course.id),
    ])
    const origin = originOf(fastify, request)
    return ok({
      id: course.id,
      name: course.name,
      term: course.term,
      description: course.description,
      teacherName,
      classNames,
      teaching,
      lessons: lessons.map((l) => ({
        id: l.id,
        title: l.title,
        kind: l.kind,
        progress: { percent: l.percent ?? 0, positionSeconds: l.positionSeconds ?? 0, completed: l.completed ?? false },
      })),
      materials: materials.map((row) => toMaterial(row, origin)),
    })
  })

  serve(
    fastify,
    studyEndpoints.visitCourse,
    { schema: { tags, security, summary: '记录打开课程（此后新增的资料为新资料）' } },
    async (request) => {
      const { accountId } = userOf(request)
      await reachableCourse(accountId, request.body.id)
      await recordVisit(db, accountId, request.body.id, now())
      return ok(null)
    },
  )

  serve(fastify, studyEndpoints.classProgress, { schema: { tags, security, summary: '教师：班级学习进度' } }, async (request) => {
    const { accountId } = userOf(request)
    const { course, teaching } = await reachableCourse(accountId, request.query.id)
    if (!teaching) throw forbidden('只有任课教师可以查看班级进度')
    const [rows, lessons] = await Promise.all([classProgressOf(db, course.id), lessonsWithProgress(db, course.id, accountId)])
    return ok({
      courseName: course.name,
      lessonCount: lessons.length,
      students: rows.map((row) => ({
        userName: row.user_name,
        username: row.username,
        className: row.class_name,
        completedCount: row.completed_count,
        percent: row.percent,
        lastStudiedAt: row.last_studied_at ? isoOf(row.last_studied_at) : null,
      })),
    })
  })

  serve(fastify, studyEndpoints.lesson, { schema: { tags, security, summary: '课时内容与我的进度' } }, async (request) => {
    const { accountId } = userOf(request)
    const found = await lessonById(db, request.query.id, accountId)
    if (!found) throw notFound('课时不存在')
    const { course, taking } = await reachableCourse(accountId, found.lesson.courseId)
    const { lesson } = found
    return ok({
      id: lesson.id,
      courseId: course.id,
      courseName: course.name,
      title: lesson.title,
      kind: lesson.kind,
      body: lesson.body,
      fileUrl: lesson.fileId ? fileAddress(lesson.fileId, originOf(fastify, request)) : null,
      fileName: found.fileName ?? null,
      learner: taking,
      progress: { percent: found.percent ?? 0, positionSeconds: found.positionSeconds ?? 0, completed: found.completed ?? false },
    })
  })

  serve(
    fastify,
    studyEndpoints.saveProgress,
    { schema: { tags, security, summary: '保存学习进度（百分比、视频位置、完成）' } },
    async (request) => {
      const { accountId } = userOf(request)
      const { lessonId, percent, positionSeconds, completed } = request.body
      const found = await lessonById(db, lessonId, accountId)
      if (!found) throw notFound('课时不存在')
      const { taking } = await reachableCourse(accountId, found.lesson.courseId)
      if (!taking) throw forbidden('只有选修这门课程的学生记录学习进度')
      const saved = await saveProgress(
        db,
        accountId,
        lessonId,
        { percent, positionSeconds: positionSeconds ?? 0, completed: completed ?? false },
        now(),
      )
      return ok(saved)
    },
  )

  serve(fastify, studyEndpoints.addMaterial, { schema: { tags, security, summary: '教师：上传课程资料' } }, async (request) => {
    const { accountId } = userOf(request)
    const { courseId, fileId, name } = request.body
    const { course, teaching } = await reachableCourse(accountId, courseId)
    if (!teaching) throw forbidden('只有任课教师可以上传资料')
    const owner = await fileOwner(db, fileId)
    if (owner === undefined) throw badRequest('文件不存在，请重新上传')
    if (owner !== accountId) throw forbidden('这个文件不是你上传的')
    const trimmed = name.trim()
    if (!trimmed) throw badRequest('请填写资料名称')
    const id = await addMaterial(db, { courseId: course.id, fileId, name: trimmed, uploaderId: accountId }, now())
    const [row] = (await materialsOfCourse(db, course.id, accountId)).filter((m) => m.id === id)
    return ok(toMaterial(row!, originOf(fastify, request)))
  })
}
export default routes
