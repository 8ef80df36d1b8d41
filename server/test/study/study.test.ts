import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const API = '/portal-api/v1/study'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

describe('study centre: courses by class and teacher, progress, materials', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  let se: number
  let ds: number
  let acc: number
  before(async () => {
    t = await createTestApp()
    for (const user of ['2026001', 't1001', 't1002', '2026002', 'guest']) token[user] = await loginToken(t.app, user)
    const teaching = data(await call(t.app, 'GET', `${API}/overview`, { token: token.t1001 })).teaching
    se = teaching.find((c: { name: string }) => c.name === '软件工程导论').id
    ds = teaching.find((c: { name: string }) => c.name === '数据结构').id
    acc = data(await call(t.app, 'GET', `${API}/overview`, { token: token.t1002 })).teaching[0].id
  })
  after(async () => {
    await t.close()
  })

  async function upload(who: string, name: string): Promise<string> {
    const form = new FormData()
    form.append('file', new Blob([PDF], { type: 'application/pdf' }), name)
    const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
    const answer = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/files',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, 'x-id-token': token[who]! },
    })
    assert.equal(answer.statusCode, 200, answer.body)
    return answer.json().data.id
  }

  it('a student sees the courses of their class with every material new until they open the course', async () => {
    const overview = data(await call(t.app, 'GET', `${API}/overview`, { token: token['2026001'] }))
    assert.deepEqual(overview.taking.map((c: { name: string }) => c.name).sort(), ['数据结构', '软件工程导论'].sort())
    assert.deepEqual(overview.teaching, [])
    assert.equal(overview.resume, null)
    const seSummary = overview.taking.find((c: { id: number }) => c.id === se)
    assert.equal(seSummary.teacherName, '王芳')
    assert.equal(seSummary.lessonCount, 5)
    assert.equal(seSummary.newMaterialCount, 2)
    assert.ok(overview.newMaterials.some((m: { name: string }) => m.name === '软件工程导论课程大纲.pdf'))

    const course = data(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: String(se) } }))
    assert.equal(course.teaching, false)
    assert.deepEqual(course.classNames, ['计科2301班', '软工2301班'])
    assert.deepEqual(
      course.lessons.map((l: { kind: string }) => l.kind),
      ['video', 'text', 'document', 'text', 'document'],
    )
    assert.ok(course.materials.every((m: { isNew: boolean }) => m.isNew))
    const pdf = await t.app.inject({ method: 'GET', url: new URL(course.materials[0].url).pathname })
    assert.equal(pdf.statusCode, 200)
    assert.match(pdf.body, /^%PDF-1\.4/)

    const video = data(await call(t.app, 'GET', `${API}/lesson`, { token: token['2026001'], query: { id: String(course.lessons[0].id) } }))
    const mp4 = await t.app.inject({ method: 'GET', url: new URL(video.fileUrl).pathname })
    assert.equal(mp4.headers['content-type'], 'video/mp4')
    assert.equal(mp4.rawPayload.subarray(4, 8).toString('latin1'), 'ftyp')

    data(await call(t.app, 'POST', `${API}/course/visit`, { token: token['2026001'], body: { id: se } }))
    const again = data(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: String(se) } }))
    assert.ok(again.materials.every((m: { isNew: boolean }) => !m.isNew))
    const after = data(await call(t.app, 'GET', `${API}/overview`, { token: token['2026001'] }))
    assert.equal(after.taking.find((c: { id: number }) => c.id === se).newMaterialCount, 0)
    assert.ok(after.newMaterials.every((m: { courseId: number }) => m.courseId !== se))
  })

  it('progress keeps the furthest percent and the latest position; the overview resumes the last lesson', async () => {
    const course = data(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: String(ds) } }))
    const lessonId = course.lessons[2].id
    const saved = data(
      await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId, percent: 40, positionSeconds: 120 } }),
    )
    assert.deepEqual(saved, { percent: 40, positionSeconds: 120, completed: false })
    const back = data(
      await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId, percent: 20, positionSeconds: 30 } }),
    )
    assert.deepEqual(back, { percent: 40, positionSeconds: 30, completed: false })
    const lesson = data(await call(t.app, 'GET', `${API}/lesson`, { token: token['2026001'], query: { id: String(lessonId) } }))
    assert.equal(lesson.kind, 'document')
    assert.equal(lesson.learner, true)
    assert.match(lesson.fileUrl, /\/portal-api\/v1\/files\/[0-9a-f-]{36}$/)
    assert.deepEqual(lesson.progress, { percent: 40, positionSeconds: 30, completed: false })

    const resume = data(await call(t.app, 'GET', `${API}/overview`, { token: token['2026001'] })).resume
    assert.equal(resume.lessonId, lessonId)
    assert.equal(resume.courseName, '数据结构')
    assert.equal(resume.positionSeconds, 30)

    const done = data(await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId, percent: 100 } }))
    assert.equal(done.completed, true)
    const summary = data(await call(t.app, 'GET', `${API}/overview`, { token: token['2026001'] })).taking.find(
      (c: { id: number }) => c.id === ds,
    )
    assert.equal(summary.completedCount, 1)
    assert.equal(summary.percent, 25)

    const progress = data(await call(t.app, 'GET', `${API}/course/progress`, { token: token.t1001, query: { id: String(ds) } }))
    assert.equal(progress.lessonCount, 4)
    const li = progress.students.find((s: { username: string }) => s.username === '2026001')
    assert.equal(li.userName, '李明')
    assert.equal(li.className, '计科2301班')
    assert.equal(li.completedCount, 1)
    assert.ok(li.lastStudiedAt)
  })

  it('a material the teacher uploads is new to the students of the course', async () => {
    const fileId = await upload('t1001', '第5讲 设计模式.pdf')
    const material = data(
      await call(t.app, 'POST', `${API}/material`, { token: token.t1001, body: { courseId: se, fileId, name: '第5讲 设计模式.pdf' } }),
    )
    assert.equal(material.uploaderName, '王芳')
    const overview = data(await call(t.app, 'GET', `${API}/overview`, { token: token['2026001'] }))
    assert.equal(overview.newMaterials[0].name, '第5讲 设计模式.pdf')
    assert.equal(overview.taking.find((c: { id: number }) => c.id === se).newMaterialCount, 1)
  })

  it('nobody reaches a course they neither take nor teach; only its teacher adds materials and sees class progress', async () => {
    refused(await call(t.app, 'GET', `${API}/course`, { token: token['2026002'], query: { id: String(se) } }), 403, /没有选修或讲授/)
    refused(await call(t.app, 'GET', `${API}/course`, { token: token.guest, query: { id: String(se) } }), 403)
    refused(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: String(acc) } }), 403)
    refused(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: '999999' } }), 404, /课程不存在/)
    const foreign = data(await call(t.app, 'GET', `${API}/course`, { token: token.t1002, query: { id: String(acc) } })).lessons[0].id
    refused(await call(t.app, 'GET', `${API}/lesson`, { token: token['2026001'], query: { id: String(foreign) } }), 403)
    refused(await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId: foreign, percent: 10 } }), 403)
    refused(await call(t.app, 'POST', `${API}/course/visit`, { token: token['2026002'], body: { id: se } }), 403)
    refused(await call(t.app, 'GET', `${API}/course/progress`, { token: token['2026001'], query: { id: String(se) } }), 403, /任课教师/)
    refused(await call(t.app, 'GET', `${API}/course/progress`, { token: token.t1002, query: { id: String(se) } }), 403)

    const teachersFile = await upload('t1002', '会计.pdf')
    refused(
      await call(t.app, 'POST', `${API}/material`, { token: token.t1002, body: { courseId: se, fileId: teachersFile, name: '会计.pdf' } }),
      403,
    )
    const studentsFile = await upload('2026001', '作业.pdf')
    refused(
      await call(t.app, 'POST', `${API}/material`, {
        token: token['2026001'],
        body: { courseId: se, fileId: studentsFile, name: '作业.pdf' },
      }),
      403,
      /任课教师/,
    )
    refused(
      await call(t.app, 'POST', `${API}/material`, { token: token.t1001, body: { courseId: se, fileId: studentsFile, name: '作业.pdf' } }),
      403,
      /不是你上传/,
    )
    refused(
      await call(t.app, 'POST', `${API}/material`, {
        token: token.t1001,
        body: { courseId: se, fileId: '00000000-0000-4000-8000-000000000000', name: 'x.pdf' },
      }),
      400,
      /不存在/,
    )
    // a teacher reads their course but keeps no learner progress in it
    const lessonId = data(await call(t.app, 'GET', `${API}/course`, { token: token.t1001, query: { id: String(se) } })).lessons[0].id
    refused(await call(t.app, 'POST', `${API}/progress`, { token: token.t1001, body: { lessonId, percent: 10 } }), 403)
  })

  it('bad input is refused with a reason', async () => {
    const lessonId = data(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: String(se) } })).lessons[0].id
    refused(await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId, percent: 101 } }), 400)
    refused(
      await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId, percent: 10, positionSeconds: -1 } }),
      400,
    )
    refused(await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId: 0, percent: 10 } }), 400)
    refused(
      await call(t.app, 'POST', `${API}/progress`, { token: token['2026001'], body: { lessonId: 999999, percent: 10 } }),
      404,
      /课时不存在/,
    )
    refused(await call(t.app, 'GET', `${API}/course`, { token: token['2026001'], query: { id: 'abc' } }), 400)
    refused(
      await call(t.app, 'POST', `${API}/material`, { token: token.t1001, body: { courseId: se, fileId: 'not-a-uuid', name: 'x' } }),
      400,
    )
    refused(
      await call(t.app, 'POST', `${API}/material`, {
        token: token.t1001,
        body: { courseId: se, fileId: '00000000-0000-4000-8000-000000000000', name: '   ' },
      }),
      400,
    )
  })
})
