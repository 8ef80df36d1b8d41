// The new-password rule both sides apply (issue 14): the page shows it as the user types, the server refuses with it.
import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 32

const common = new Set(COMMON_PASSWORDS)

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/] as const

export interface PasswordCheck {
  key: 'length' | 'classes' | 'username' | 'common'
  label: string
  passed: boolean
}

/** Each part of the rule and whether `password` meets it (for the checklist beside the field). */
export function checkPasswordRule(password: string, username: string): PasswordCheck[] {
  const lower = password.toLowerCase()
  const name = username.trim().toLowerCase()
  const classes = CLASSES.filter((pattern) => pattern.test(password)).length
  return [
    {
      key: 'length',
      label: `长度 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位`,
      passed: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    },
    { key: 'classes', label: '包含大写字母、小写字母、数字、符号中的至少三类', passed: classes >= 3 },
    { key: 'username', label: '不包含账号', passed: name === '' || !lower.includes(name) },
    { key: 'common', label: '不是常用密码', passed: password !== '' && !common.has(lower) },
  ]
}

/** The first unmet part as a sentence, or null when the password is acceptable. */
export function passwordProblem(password: string, username: string): string | null {
  if (/\s/.test(password)) return '密码不能包含空格'
  const failed = checkPasswordRule(password, username).find((check) => !check.passed)
  if (!failed) return null
  switch (failed.key) {
    case 'length':
      return `密码长度应为 ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} 位`
    case 'classes':
      return '密码需包含大写字母、小写字母、数字、符号中的至少三类'
    case 'username':
      return '密码不能包含账号'
    default:
      return '该密码过于常用，请换一个'
  }
}
