// Where each study-centre endpoint lives; the schemas are in ../study.ts. No TypeBox here.
export const studyPaths = {
  overview: { method: 'GET', base: 'portal', path: '/v1/study/overview' },
  course: { method: 'GET', base: 'portal', path: '/v1/study/course' },
  visitCourse: { method: 'POST', base: 'portal', path: '/v1/study/course/visit', json: true },
  classProgress: { method: 'GET', base: 'portal', path: '/v1/study/course/progress' },
  lesson: { method: 'GET', base: 'portal', path: '/v1/study/lesson' },
  saveProgress: { method: 'POST', base: 'portal', path: '/v1/study/progress', json: true },
  addMaterial: { method: 'POST', base: 'portal', path: '/v1/study/material', json: true },
} as const
