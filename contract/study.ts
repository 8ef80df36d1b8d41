import { Type, type Static } from 'typebox'
import { Envelope, Id, Int, IsoTime, Nullable, Text } from './common'
import { defineEndpoint } from './endpoint'
import { studyPaths } from './paths/study'

export const LessonKind = Type.Union([Type.Literal('video'), Type.Literal('document'), Type.Literal('text')])
export type LessonKind = Static<typeof LessonKind>

export const CourseSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  term: Type.String(),
  teacherName: Type.String(),
  lessonCount: Type.Integer(),
  completedCount: Type.Integer({ description: 'lessons the caller completed' }),
  percent: Type.Integer({ description: 'the caller’s average progress over the lessons, 0–100' }),
  newMaterialCount: Type.Integer({ description: 'materials added since the caller last opened the course' }),
})
export type CourseSummary = Static<typeof CourseSummary>

export const ResumeLesson = Type.Object({
  courseId: Type.Integer(),
  courseName: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  kind: LessonKind,
  percent: Type.Integer(),
  positionSeconds: Type.Integer(),
  updatedAt: IsoTime,
})
export type ResumeLesson = Static<typeof ResumeLesson>

export const Material = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  name: Type.String(),
  url: Type.String({ description: 'absolute address of the file' }),
  mimeType: Type.String(),
  kind: Type.String({ description: 'image | video | document' }),
  uploaderName: Type.String(),
  createdAt: IsoTime,
  isNew: Type.Boolean({ description: 'added since the caller last opened the course' }),
})
export type Material = Static<typeof Material>

export const StudyOverview = Type.Object({
  taking: Type.Array(CourseSummary),
  teaching: Type.Array(CourseSummary),
  resume: Nullable(ResumeLesson),
  newMaterials: Type.Array(Material),
})
export type StudyOverview = Static<typeof StudyOverview>

export const LessonProgress = Type.Object({ percent: Type.Integer(), positionSeconds: Type.Integer(), completed: Type.Boolean() })
export type LessonProgress = Static<typeof LessonProgress>

export const LessonItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: LessonKind,
  progress: LessonProgress,
})
export type LessonItem = Static<typeof LessonItem>

export const CourseDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  term: Type.String(),
  description: Type.String(),
  teacherName: Type.String(),
  classNames: Type.Array(Type.String()),
  teaching: Type.Boolean({ description: 'the caller teaches it (may add materials and see class progress)' }),
  lessons: Type.Array(LessonItem),
  materials: Type.Array(Material),
})
export type CourseDetail = Static<typeof CourseDetail>

export const LessonDetail = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseName: Type.String(),
  title: Type.String(),
  kind: LessonKind,
  body: Type.String({ description: 'text of a text lesson, notes of the others' }),
  fileUrl: Nullable(Type.String()),
  fileName: Nullable(Type.String()),
  learner: Type.Boolean({ description: 'the caller takes the course (only learners keep progress)' }),
  progress: LessonProgress,
})
export type LessonDetail = Static<typeof LessonDetail>

export const StudentProgress = Type.Object({
  userName: Type.String(),
  username: Type.String(),
  className: Type.String(),
  completedCount: Type.Integer(),
  percent: Type.Integer(),
  lastStudiedAt: Nullable(IsoTime),
})
export type StudentProgress = Static<typeof StudentProgress>

export const ClassProgress = Type.Object({ courseName: Type.String(), lessonCount: Type.Integer(), students: Type.Array(StudentProgress) })
export type ClassProgress = Static<typeof ClassProgress>

export const CourseQuery = Type.Object({ id: Id })
export const SaveProgressBody = Type.Object({
  lessonId: Id,
  percent: Int({ minimum: 0, maximum: 100 }),
  positionSeconds: Type.Optional(Int({ minimum: 0, maximum: 86400, description: 'last video position' })),
  completed: Type.Optional(Type.Boolean()),
})
export type SaveProgressBody = Static<typeof SaveProgressBody>
export const AddMaterialBody = Type.Object({
  courseId: Id,
  fileId: Type.String({ format: 'uuid', description: 'an upload of the caller (/v1/files)' }),
  name: Text({ minLength: 1, maxLength: 120 }),
})
export type AddMaterialBody = Static<typeof AddMaterialBody>

export const studyEndpoints = {
  overview: defineEndpoint(studyPaths.overview, { response: Envelope(StudyOverview) }),
  course: defineEndpoint(studyPaths.course, { query: CourseQuery, response: Envelope(CourseDetail) }),
  visitCourse: defineEndpoint(studyPaths.visitCourse, { body: CourseQuery, response: Envelope(Type.Null()) }),
  classProgress: defineEndpoint(studyPaths.classProgress, { query: CourseQuery, response: Envelope(ClassProgress) }),
  lesson: defineEndpoint(studyPaths.lesson, { query: CourseQuery, response: Envelope(LessonDetail) }),
  saveProgress: defineEndpoint(studyPaths.saveProgress, { body: SaveProgressBody, response: Envelope(LessonProgress) }),
  addMaterial: defineEndpoint(studyPaths.addMaterial, { body: AddMaterialBody, response: Envelope(Material) }),
}
