// The security questions one chooses from (issue 14). Plain values: the client bundles this file.

export const SECURITY_QUESTION_COUNT = 3

export const SECURITY_QUESTIONS = [
  { code: 'primary-school', text: '您就读的小学名称是？' },
  { code: 'first-teacher', text: '您小学班主任的姓名是？' },
  { code: 'home-town', text: '您的出生地是？' },
  { code: 'father-name', text: '您父亲的姓名是？' },
  { code: 'mother-name', text: '您母亲的姓名是？' },
  { code: 'best-friend', text: '您童年最好的朋友叫什么？' },
  { code: 'first-pet', text: '您的第一只宠物叫什么？' },
  { code: 'favourite-book', text: '您最喜欢的一本书是？' },
  { code: 'first-city', text: '您第一次独自旅行去的城市是？' },
  { code: 'spouse-birthday', text: '您配偶的生日是？（如 0512）' },
] as const

export type SecurityQuestionCode = (typeof SECURITY_QUESTIONS)[number]['code']

export const questionText = (code: string): string => SECURITY_QUESTIONS.find((question) => question.code === code)?.text ?? ''
