import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, studyCourses, studyLessons, studyMaterials, studyProgress, studyVisits, uploadedFiles } from '../../db/schema/index'

/** A course and the caller's standing in it: teaches it, or takes it through their class. */
export async function courseStanding(db: Database, courseId: number, accountId: string, orgCode: string | null) {
  const [found] = await db
    .select({ course: studyCourses, teacherName: accounts.displayName })
    .from(studyCourses)
    .leftJoin(accounts, eq(accounts.id, studyCourses.teacherId))
    .where(eq(studyCourses.id, courseId))
  if (!found) return undefined
  const { course } = found
  const teaching = course.teacherId === accountId
  const taking = orgCode
    ? (await db.execute(sql`select 1 from study_enrolments where course_id = ${courseId} and class_code = ${orgCode}`)).rows.length > 0
    : false
  return { course, teacherName: found.teacherName ?? '', teaching, taking }
}

export async function orgCodeOf(db: Database, accountId: string): Promise<string | null> {
  const [row] = await db.select({ orgCode: accounts.orgCode }).from(accounts).where(eq(accounts.id, accountId))
  return row?.orgCode ?? null
}

export type CourseSummaryRow = {
  id: number
  name: string
  term: string
  teacher_name: string | null
  lesson_count: number
  completed_count: number
  percent: number
  new_material_count: number
}

/** Course summaries with the caller's progress; `which` picks the courses the caller takes or teaches. */
export async function courseSummaries(db: Database, accountId: string, which: { classCode: string | null } | 'teaching') {
  const filter =
    which === 'teaching'
      ? sql`c.teacher_id = ${accountId}`
      : sql`c.id in (select course_id from study_enrolments where class_code = ${which.classCode})`
  const result = await db.execute<CourseSummaryRow>(sql`
    select c.id, c.name, c.term, t.display_name as teacher_name,
      (select count(*)::int from study_lessons l where l.course_id = c.id) as lesson_count,
      (select count(*)::int from study_lessons l join study_progress p on p.lesson_id = l.id
        where l.course_id = c.id and p.account_id = ${accountId} and p.completed) as completed_count,
      coalesce((select round(avg(coalesce(p.percent, 0)))::int from study_lessons l
        left join study_progress p on p.lesson_id = l.id and p.account_id = ${accountId} where l.course_id = c.id), 0) as percent,
      (select count(*)::int from study_materials m where m.course_id = c.id and m.created_at >
        coalesce((select v.visited_at from study_visits v where v.course_id = c.id and v.account_id = ${accountId}), '-infinity')) as new_material_count
    from study_courses c left join accounts t on t.id = c.teacher_id
    where ${filter} order by c.name`)
  return result.rows
}

/** The lesson the caller worked on last (in a course they still take), or undefined. */
export async function lastLessonOf(db: Database, accountId: string, classCode: string | null) {
  if (!classCode) return undefined
  const result = await db.execute<{
    course_id: number
    course_name: string
    lesson_id: number
    lesson_title: string
    kind: 'video' | 'document' | 'text'
    percent: number
    position_seconds: number
    updated_at: Date | string
  }>(sql`
    select c.id as course_id, c.name as course_name, l.id as lesson_id, l.title as lesson_title, l.kind,
      p.percent, p.position_seconds, p.updated_at
    from study_progress p join study_lessons l on l.id = p.lesson_id join study_courses c on c.id = l.course_id
    where p.account_id = ${accountId}
      and c.id in (select course_id from study_enrolments where class_code = ${classCode})
    order by p.updated_at desc limit 1`)
  return result.rows[0]
}

export interface MaterialRow {
  id: number
  courseId: number
  courseName: string
  name: string
  fileId: string
  mimeType: string
  kind: string
  uploaderName: string | null
  createdAt: Date
  visitedAt: Date | null
}

const materialColumns = {
  id: studyMaterials.id,
  courseId: studyMaterials.courseId,
  courseName: studyCourses.name,
  name: studyMaterials.name,
  fileId: studyMaterials.fileId,
  mimeType: uploadedFiles.mimeType,
  kind: uploadedFiles.kind,
  uploaderName: accounts.displayName,
  createdAt: studyMaterials.createdAt,
}

/** Materials of one course, newest first, with when the caller last opened it. */
export async function materialsOfCourse(db: Database, courseId: number, accountId: string): Promise<MaterialRow[]> {
  return materialsWhere(db, sql`${studyMaterials.courseId} = ${courseId}`, accountId)
}

/** Materials added to the courses a class takes since the caller last opened each course, newest first. */
export async function newMaterialsFor(db: Database, accountId: string, classCode: string | null, limit: number): Promise<MaterialRow[]> {
  if (!classCode) return []
  const rows = await materialsWhere(
    db,
    sql`${studyMaterials.courseId} in (select course_id from study_enrolments where class_code = ${classCode})`,
    accountId,
  )
  return rows.filter((row) => row.visitedAt === null || row.createdAt > row.visitedAt).slice(0, limit)
}

async function materialsWhere(db: Database, where: ReturnType<typeof sql>, accountId: string): Promise<MaterialRow[]> {
  return db
    .select({ ...materialColumns, visitedAt: studyVisits.visitedAt })
    .from(studyMaterials)
    .innerJoin(studyCourses, eq(studyCourses.id, studyMaterials.courseId))
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, studyMaterials.fileId))
    .leftJoin(accounts, eq(accounts.id, studyMaterials.uploaderId))
    .leftJoin(studyVisits, and(eq(studyVisits.courseId, studyMaterials.courseId), eq(studyVisits.accountId, accountId)))
    .where(where)
    .orderBy(sql`${studyMaterials.createdAt} desc, ${studyMaterials.id} desc`)
}

/** The course's lessons in order with the caller's progress in each. */
export async function lessonsWithProgress(db: Database, courseId: number, accountId: string) {
  return db
    .select({
      id: studyLessons.id,
      title: studyLessons.title,
      kind: studyLessons.kind,
      percent: studyProgress.percent,
      positionSeconds: studyProgress.positionSeconds,
      completed: studyProgress.completed,
    })
    .from(studyLessons)
    .leftJoin(studyProgress, and(eq(studyProgress.lessonId, studyLessons.id), eq(studyProgress.accountId, accountId)))
    .where(eq(studyLessons.courseId, courseId))
    .orderBy(asc(studyLessons.sort), asc(studyLessons.id))
}

/** Names of the classes taking a course. */
export async function classNamesOf(db: Database, courseId: number): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select o.name from study_enrolments e join org_units o on o.code = e.class_code where e.course_id = ${courseId} order by o.sort`)
  return result.rows.map((row) => row.name)
}

/** A lesson with its file and the caller's progress, or undefined. */
export async function lessonById(db: Database, lessonId: number, accountId: string) {
  const [row] = await db
    .select({
      lesson: studyLessons,
      fileName: uploadedFiles.fileName,
      percent: studyProgress.percent,
      positionSeconds: studyProgress.positionSeconds,
      completed: studyProgress.completed,
    })
    .from(studyLessons)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, studyLessons.fileId))
    .leftJoin(studyProgress, and(eq(studyProgress.lessonId, studyLessons.id), eq(studyProgress.accountId, accountId)))
    .where(eq(studyLessons.id, lessonId))
  return row
}

/**
 * Records progress: the position is where the learner is now; the percent only grows and completion sticks,
 * so scrubbing back to re-watch a part does not undo what was learnt.
 */
export async function saveProgress(
  db: Database,
  accountId: string,
  lessonId: number,
  input: { percent: number; positionSeconds: number; completed: boolean },
  now: Date,
) {
  const [row] = await db
    .insert(studyProgress)
    .values({
      accountId,
      lessonId,
      percent: input.percent,
      positionSeconds: input.positionSeconds,
      completed: input.completed || input.percent >= 100,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [studyProgress.accountId, studyProgress.lessonId],
      set: {
        percent: sql`greatest(${studyProgress.percent}, excluded.percent)`,
        positionSeconds: sql`excluded.position_seconds`,
        completed: sql`${studyProgress.completed} or excluded.completed`,
        updatedAt: now,
      },
    })
    .returning({ percent: studyProgress.percent, positionSeconds: studyProgress.positionSeconds, completed: studyProgress.completed })
  return row!
}

export async function recordVisit(db: Database, accountId: string, courseId: number, now: Date) {
  await db
    .insert(studyVisits)
    .values({ accountId, courseId, visitedAt: now })
    .onConflictDoUpdate({ target: [studyVisits.accountId, studyVisits.courseId], set: { visitedAt: now } })
}

export async function addMaterial(db: Database, input: { courseId: number; fileId: string; name: string; uploaderId: string }, now: Date) {
  const [row] = await db
    .insert(studyMaterials)
    .values({ courseId: input.courseId, fileId: input.fileId, name: input.name, uploaderId: input.uploaderId, createdAt: now })
    .returning({ id: studyMaterials.id })
  return row!.id
}

/** Every student of the classes taking the course with their progress over its lessons. */
export async function classProgressOf(db: Database, courseId: number) {
  const result = await db.execute<{
    user_name: string
    username: string
    class_name: string
    completed_count: number
    percent: number
    last_studied_at: Date | string | null
  }>(sql`
    select a.display_name as user_name, a.username, o.name as class_name,
      (select count(*)::int from study_progress p join study_lessons l on l.id = p.lesson_id
        where l.course_id = ${courseId} and p.account_id = a.id and p.completed) as completed_count,
      coalesce((select round(avg(coalesce(p.percent, 0)))::int from study_lessons l
        left join study_progress p on p.lesson_id = l.id and p.account_id = a.id where l.course_id = ${courseId}), 0) as percent,
      (select max(p.updated_at) from study_progress p join study_lessons l on l.id = p.lesson_id
        where l.course_id = ${courseId} and p.account_id = a.id) as last_studied_at
    from study_enrolments e join org_units o on o.code = e.class_code
      join accounts a on a.org_code = e.class_code and a.identity_type_code = 'student'
    where e.course_id = ${courseId} order by o.sort, a.username`)
  return result.rows
}
