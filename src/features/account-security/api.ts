import { endpointClient } from '@/lib/endpoint-client'
import type {
  Answer,
  CodeChannel,
  CodeSent,
  Proof,
  SecurityOverview,
  accountSecurityEndpoints,
  recoveryEndpoints,
} from '@contract/account-security'
import type { LoginSuccess } from '@contract/auth'
import { accountSecurityPaths, recoveryPaths } from '@contract/paths/account-security'

// Secrets (passwords, codes, answers) travel in the body only, never in an address.
const security = endpointClient<typeof accountSecurityEndpoints>(accountSecurityPaths)
const recovery = endpointClient<typeof recoveryEndpoints>(recoveryPaths)

/** 账号安全 overview: masked phone and email, password change time, chosen questions, recent sign-ins. */
export const securityOverview = (): Promise<SecurityOverview> => security.overview()
/** 登录与安全记录: every sign-in and security change, newest first, a page at a time. */
export const securityLog = (pageNum: number, pageSize: number) => security.log({ data: { pageNum, pageSize } })
/** The codes of my security questions (answers are never sent). */
export const myQuestionCodes = (): Promise<string[]> => security.myQuestions()

export const proveByPassword = (password: string): Promise<Proof> => security.proveByPassword({ data: { password } })
export const sendProofCode = (channel: CodeChannel): Promise<CodeSent> => security.sendProofCode({ data: { channel } })
export const proveByCode = (channel: CodeChannel, code: string): Promise<Proof> => security.proveByCode({ data: { channel, code } })
export const proveByQuestions = (answers: Answer[]): Promise<Proof> => security.proveByQuestions({ data: { answers } })

/** Changes the password; answers a new token for this device (every other session has ended). */
export const changePassword = (proof: string, newPassword: string): Promise<LoginSuccess> =>
  security.changePassword({ data: { proof, newPassword } })
export const saveQuestions = (proof: string, items: Answer[]) => security.setQuestions({ data: { proof, items } })
export const sendBindCode = (proof: string, channel: CodeChannel, target: string): Promise<CodeSent> =>
  security.sendBindCode({ data: { proof, channel, target } })
export const bindContact = (proof: string, channel: CodeChannel, target: string, code: string) =>
  security.bindContact({ data: { proof, channel, target, code } })

/** Forgot password (signed out). */
export const recoverySendCode = (username: string, channel: CodeChannel): Promise<CodeSent> =>
  recovery.sendCode({ data: { username, channel } })
export const recoveryProveByCode = (username: string, channel: CodeChannel, code: string): Promise<Proof> =>
  recovery.proveByCode({ data: { username, channel, code } })
export const recoveryQuestions = (username: string): Promise<string[]> => recovery.questions({ data: { username } })
export const recoveryProveByQuestions = (username: string, answers: Answer[]): Promise<Proof> =>
  recovery.proveByQuestions({ data: { username, answers } })
export const recoveryResetPassword = (proof: string, newPassword: string) => recovery.resetPassword({ data: { proof, newPassword } })
