// Spec §5 input rules for the security forms, with the messages the forms show.
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const CODE_PATTERN = /^\d{6}$/

export const mobileProblem = (value: string): string | null =>
  !value.trim() ? '请输入手机号' : MOBILE_PATTERN.test(value.trim()) ? null : '请输入正确的11位手机号'
export const emailProblem = (value: string): string | null =>
  !value.trim() ? '请输入邮箱' : EMAIL_PATTERN.test(value.trim()) ? null : '请输入正确的邮箱地址'
export const codeProblem = (value: string): string | null =>
  !value.trim() ? '请输入验证码' : CODE_PATTERN.test(value.trim()) ? null : '验证码应为6位数字'
