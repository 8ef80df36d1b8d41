import { checkPasswordRule, passwordProblem } from '@contract/password-rule'
import { dropProof, heldProof, holdProof, purposeOf } from '@/features/account-security/proof-holder'
import { codeProblem, emailProblem, mobileProblem } from '@/features/account-security/validators'

describe('the new-password rule', () => {
  it('names the first unmet part', () => {
    expect(passwordProblem('Ab1!', 'zz')).toMatch(/长度/)
    expect(passwordProblem('abcdefgh1', 'zz')).toMatch(/至少三类/)
    expect(passwordProblem('Li2026001!x', '2026001')).toBe('密码不能包含账号')
    expect(passwordProblem('P@ssw0rd', 'zz')).toBe('该密码过于常用，请换一个')
    expect(passwordProblem('Campus@2026', 'zz')).toBe('该密码过于常用，请换一个')
    expect(passwordProblem('Two Words1!', 'zz')).toBe('密码不能包含空格')
    expect(passwordProblem('Lantern#Moss42', '2026001')).toBeNull()
  })

  it('the checklist turns green part by part', () => {
    const passed = (password: string) =>
      checkPasswordRule(password, 't1001')
        .filter((check) => check.passed)
        .map((check) => check.key)
    expect(passed('')).toEqual(['username'])
    expect(passed('abcdefgh')).toEqual(['length', 'username', 'common'])
    expect(passed('Abcdefg1')).toEqual(['length', 'classes', 'username', 'common'])
  })
})

describe('the proof between a verification and the change', () => {
  afterEach(dropProof)

  it('is given only to its purpose and only until it expires', () => {
    holdProof('p1', 'phone', 600, 1_000)
    expect(heldProof('phone', 2_000)).toBe('p1')
    expect(heldProof('password', 2_000)).toBeNull()
    expect(heldProof('phone', 1_000 + 600_000)).toBeNull()
  })

  it('reads the purpose from the address, a password change by default', () => {
    expect(purposeOf('email')).toBe('email')
    expect(purposeOf(undefined)).toBe('password')
    expect(purposeOf('anything')).toBe('password')
  })
})

describe('spec §5 validators of the security forms', () => {
  it('mobile, email and 6-digit code', () => {
    expect(mobileProblem('')).toBe('请输入手机号')
    expect(mobileProblem('11800000000')).toBe('请输入正确的11位手机号')
    expect(mobileProblem('13800000001')).toBeNull()
    expect(emailProblem('a@b')).toBe('请输入正确的邮箱地址')
    expect(emailProblem('li@sfdx.edu.cn')).toBeNull()
    expect(codeProblem('12345')).toBe('验证码应为6位数字')
    expect(codeProblem('123456')).toBeNull()
  })
})
