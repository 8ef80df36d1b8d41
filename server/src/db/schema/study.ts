import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { uploadedFiles } from './files'
import { orgUnits } from './organisation'

export const lessonKinds = ['video', 'document', 'text'] as const
export type LessonKind = (typeof lessonKinds)[number]

/** A course of a term, taught by one teacher. */
export const studyCourses = pgTable(
  'study_courses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    term: text('term').notNull(),
    description: text('description').notNull().default(''),
    /** The department offering it. */
    orgCode: text('org_code').references(() => orgUnits.code, { onDelete: 'set null' }),
    teacherId: uuid('teacher_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('study_courses_teacher_idx').on(table.teacherId)],
)

/** Classes (org units of kind class) taking a course: their students are enrolled. */
export const studyEnrolments = pgTable(
  'study_enrolments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    classCode: text('class_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.courseId, table.classCode] }), index('study_enrolments_class_idx').on(table.classCode)],
)

/** A lesson: a video or document (an uploaded file) or text. */
export const studyLessons = pgTable(
  'study_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind').$type<LessonKind>().notNull(),
    body: text('body').notNull().default(''),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('study_lessons_course_idx').on(table.courseId)],
)

/** A material a teacher put on a course (a file of the shared upload). */
export const studyMaterials = pgTable(
  'study_materials',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    uploaderId: uuid('uploader_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('study_materials_course_idx').on(table.courseId)],
)

/** A learner's progress in one lesson. */
export const studyProgress = pgTable(
  'study_progress',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => studyLessons.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull().default(0),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.lessonId] })],
)

/** When a person last opened a course (materials added later are new to them). */
export const studyVisits = pgTable(
  'study_visits',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => studyCourses.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.courseId] })],
)
