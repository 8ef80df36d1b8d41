import fs from 'node:fs'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, studyCourses, studyEnrolments, studyLessons, studyMaterials, type LessonKind } from '../schema/index'
import { storeDemoFile } from './demo-upload'
import { demoPdf } from './study-pdf'

/** This term (the demo timetable's term). */
export const DEMO_TERM = '2026-2027学年第一学期'

interface LessonSeed {
  title: string
  kind: LessonKind
  body: string
  /** Lines of the lesson's PDF (document lessons). */
  pdf?: string[]
  /** A recorded MP4 in ./media (video lessons; made by scripts/make-demo-lesson-videos.mjs). */
  video?: string
}

const MEDIA = path.join(import.meta.dirname, 'media')

interface CourseSeed {
  code: string
  name: string
  description: string
  orgCode: string
  teacher: string
  classes: string[]
  lessons: LessonSeed[]
  materials: { name: string; pdf: string[]; addedAt: string }[]
}

export const DEMO_COURSES: CourseSeed[] = [
  {
    code: 'SE1001',
    name: '软件工程导论',
    description: '软件生命周期、需求分析、设计、测试与项目管理的基本方法，配合小组项目实践。',
    orgCode: 'sfdx-cs-se',
    teacher: 't1001',
    classes: ['sfdx-cs-2301', 'sfdx-cs-se2301'],
    lessons: [
      {
        title: '第0讲 课程导学',
        kind: 'video',
        body: '课程目标、考核方式与小组项目安排（视频 20 秒）。',
        video: 'se1001-intro.mp4',
      },
      {
        title: '第1讲 软件危机与软件过程',
        kind: 'text',
        body: '软件工程起源于 20 世纪 60 年代末的“软件危机”：项目超期、超支、质量低下。\n\n本讲介绍瀑布模型、增量模型、螺旋模型与统一过程（RUP），比较它们对需求变化的适应能力。\n\n课后思考：你参与过的项目更接近哪种过程模型？为什么？',
      },
      {
        title: '第2讲 需求工程',
        kind: 'document',
        body: '阅读讲义，完成用例图练习。',
        pdf: [
          'Software Engineering - Lecture 2',
          'Requirements Engineering',
          '1. Elicitation: interviews, workshops',
          '2. Analysis: use cases, user stories',
          '3. Specification and validation',
        ],
      },
      {
        title: '第3讲 敏捷开发与 Scrum',
        kind: 'text',
        body: '敏捷宣言强调个体与交互、可工作的软件、客户合作和响应变化。\n\nScrum 以 2–4 周的冲刺为周期，包含产品待办列表、冲刺计划会、每日站会、评审会与回顾会。\n\n小组作业：为课程项目建立产品待办列表，并估算前两个冲刺的故事点。',
      },
      {
        title: '第4讲 软件测试基础',
        kind: 'document',
        body: '讲义含等价类划分与边界值分析的例题。',
        pdf: [
          'Software Engineering - Lecture 4',
          'Software Testing Basics',
          'Unit, integration, system, acceptance',
          'Equivalence partitioning',
          'Boundary value analysis',
        ],
      },
    ],
    materials: [
      {
        name: '软件工程导论课程大纲.pdf',
        pdf: ['SE1001 Syllabus', 'Term 2026-2027 (1)', 'Grading: project 40%, exam 60%'],
        addedAt: '2026-09-01T02:00:00Z',
      },
      {
        name: '小组项目选题指南.pdf',
        pdf: ['SE1001 Team Project Guide', 'Teams of 4-5 students', 'Proposal due in week 4'],
        addedAt: '2026-09-15T02:00:00Z',
      },
    ],
  },
  {
    code: 'CS2003',
    name: '数据结构',
    description: '线性表、栈与队列、树与二叉树、图及查找与排序算法，配套上机实验。',
    orgCode: 'sfdx-cs-se',
    teacher: 't1001',
    classes: ['sfdx-cs-2301', 'sfdx-cs-2302'],
    lessons: [
      {
        title: '第0章 课程导学',
        kind: 'video',
        body: '本课程的内容安排、上机实验与考核要求（视频 20 秒）。',
        video: 'cs2003-intro.mp4',
      },
      {
        title: '第1章 绪论：算法与复杂度',
        kind: 'text',
        body: '数据结构研究数据的逻辑结构、存储结构及其上的运算。\n\n用大 O 记号描述算法的时间复杂度：顺序查找为 O(n)，二分查找为 O(log n)。',
      },
      {
        title: '第2章 线性表',
        kind: 'document',
        body: '顺序表与链表的插入、删除操作对比。',
        pdf: [
          'Data Structures - Chapter 2',
          'Linear Lists',
          'Array list: O(1) access, O(n) insert',
          'Linked list: O(n) access, O(1) insert',
        ],
      },
      {
        title: '第3章 栈与队列',
        kind: 'text',
        body: '栈是后进先出（LIFO）的线性表，常用于表达式求值与递归；队列是先进先出（FIFO），用于广度优先搜索与缓冲。',
      },
    ],
    materials: [
      {
        name: '数据结构实验一：线性表.pdf',
        pdf: ['Data Structures Lab 1', 'Implement a linked list', 'Submit before week 5'],
        addedAt: '2026-09-20T02:00:00Z',
      },
    ],
  },
  {
    code: 'AC1001',
    name: '会计学原理',
    description: '会计要素与会计等式、复式记账、账户与凭证、财务报表编制。',
    orgCode: 'sfdx-em-acc',
    teacher: 't1002',
    classes: ['sfdx-em-acc2301'],
    lessons: [
      {
        title: '第1讲 会计要素与会计等式',
        kind: 'text',
        body: '资产 = 负债 + 所有者权益。六大会计要素：资产、负债、所有者权益、收入、费用、利润。',
      },
      {
        title: '第2讲 复式记账',
        kind: 'document',
        body: '借贷记账法：有借必有贷，借贷必相等。',
        pdf: ['Principles of Accounting - Lecture 2', 'Double-entry bookkeeping', 'Every debit has a credit'],
      },
    ],
    materials: [{ name: '会计学原理习题集.pdf', pdf: ['Accounting Exercises', 'Chapter 1-3'], addedAt: '2026-09-10T02:00:00Z' }],
  },
]

/** Demo courses of this term with their lessons and materials; a course already present is left as it is. */
export async function seedStudy(db: Database): Promise<void> {
  const teachers = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, [...new Set(DEMO_COURSES.map((c) => c.teacher))]))
  const teacherId = new Map(teachers.map((t) => [t.username, t.id]))
  for (const seed of DEMO_COURSES) {
    const owner = teacherId.get(seed.teacher)
    if (!owner) continue
    const [course] = await db
      .insert(studyCourses)
      .values({ code: seed.code, name: seed.name, term: DEMO_TERM, description: seed.description, orgCode: seed.orgCode, teacherId: owner })
      .onConflictDoNothing({ target: studyCourses.code })
      .returning({ id: studyCourses.id })
    if (!course) continue
    await db.insert(studyEnrolments).values(seed.classes.map((classCode) => ({ courseId: course.id, classCode })))
    const store = (fileName: string, content: Buffer, kind: 'document' | 'video', createdAt?: Date) =>
      storeDemoFile(db, owner, { fileName, mimeType: kind === 'video' ? 'video/mp4' : 'application/pdf', kind, content, createdAt })
    const storePdf = (fileName: string, lines: string[], createdAt?: Date) => store(fileName, demoPdf(lines), 'document', createdAt)
    for (const [index, lesson] of seed.lessons.entries()) {
      const fileId = lesson.video
        ? await store(`${lesson.title}.mp4`, fs.readFileSync(path.join(MEDIA, lesson.video)), 'video')
        : lesson.pdf
          ? await storePdf(`${lesson.title}.pdf`, lesson.pdf)
          : null
      await db
        .insert(studyLessons)
        .values({ courseId: course.id, title: lesson.title, kind: lesson.kind, body: lesson.body, fileId, sort: index + 1 })
    }
    for (const material of seed.materials) {
      const addedAt = new Date(material.addedAt)
      const fileId = await storePdf(material.name, material.pdf, addedAt)
      await db.insert(studyMaterials).values({ courseId: course.id, fileId, name: material.name, uploaderId: owner, createdAt: addedAt })
    }
  }
}
