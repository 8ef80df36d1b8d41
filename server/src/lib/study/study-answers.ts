import type { CourseSummary, Material } from '@contract/study'
import { filePaths } from '@contract/paths/files'
import { BASES } from '@contract/bases'
import { absolute } from '../cms/cms-content'
import type { CourseSummaryRow, MaterialRow } from './study-repository'

export const fileAddress = (fileId: string, origin: string) => absolute(`${BASES.portal}${filePaths.download.path}/${fileId}`, origin)

export const isoOf = (value: Date | string) => new Date(value).toISOString()

export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    name: row.name,
    term: row.term,
    teacherName: row.teacher_name ?? '',
    lessonCount: row.lesson_count,
    completedCount: row.completed_count,
    percent: row.percent,
    newMaterialCount: row.new_material_count,
  }
}

export function toMaterial(row: MaterialRow, origin: string): Material {
  return {
    id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    name: row.name,
    url: fileAddress(row.fileId, origin),
    mimeType: row.mimeType,
    kind: row.kind,
    uploaderName: row.uploaderName ?? '',
    createdAt: row.createdAt.toISOString(),
    isNew: row.visitedAt === null || row.createdAt > row.visitedAt,
  }
}
