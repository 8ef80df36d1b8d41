import { Type, type Static } from 'typebox'
import { Envelope, IsoTime, Nullable, Page, PageQuery } from './common'
import { defineEndpoint } from './endpoint'
import { LoginSuccess, Mobile } from './auth'
import { accountSecurityPaths, privacyPaths, recoveryPaths } from './paths/account-security'
import { PASSWORD_MAX_LENGTH } from './password-rule'

const Ok = Envelope(Type.Null())
const Code = Type.String({ pattern: '^\\d{6}$', description: '6-digit code (spec §9)' })
const ProofToken = Type.String({ minLength: 1, maxLength: 128, description: 'proof from a verification step' })
const Username = Type.String({ minLength: 1, maxLength: 64 })
const AccountId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'account id (UUID)',
})
export const CodeChannel = Type.Union([Type.Literal('sms'), Type.Literal('email')])
export type CodeChannel = Static<typeof CodeChannel>
const NewPassword = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
export const EmailAddress = Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 128, description: 'email address' })

export const Answer = Type.Object({
  questionCode: Type.String({ minLength: 1, maxLength: 32 }),
  answer: Type.String({ maxLength: 128 }),
})
export type Answer = Static<typeof Answer>
const Answers = Type.Array(Answer, { minItems: 1, maxItems: 3 })

export const Proof = Type.Object({ proof: Type.String(), expiresIn: Type.Integer({ description: 'seconds' }) })
export type Proof = Static<typeof Proof>
export const CodeSent = Type.Object({
  countdown: Type.Integer({ description: 'seconds before the next send' }),
  expiresIn: Type.Integer({ description: 'seconds the code stays valid' }),
  to: Type.String({ description: 'masked phone or email the code went to; empty when not told' }),
})
export type CodeSent = Static<typeof CodeSent>

export const LoginRecord = Type.Object({
  event: Type.String(),
  label: Type.String(),
  detail: Type.String({ description: 'e.g. how the holder proved it was them; empty when nothing more to say' }),
  ip: Type.String(),
  time: IsoTime,
})
export type LoginRecord = Static<typeof LoginRecord>

export const SecurityOverview = Type.Object({
  username: Type.String(),
  mobile: Type.String({ description: 'masked; empty when none bound' }),
  email: Type.String({ description: 'masked; empty when none bound' }),
  passwordChangedAt: Nullable(IsoTime),
  questionCodes: Type.Array(Type.String(), { description: 'chosen questions, answers never sent' }),
  recent: Type.Array(LoginRecord, { description: 'latest sign-ins and security changes' }),
  /** true: the school's sign-on (LDAP, OpenID, CAS) checks this account's password; the portal's cannot be changed. */
  passwordManagedBySchool: Type.Optional(Type.Boolean()),
})
export type SecurityOverview = Static<typeof SecurityOverview>

export const Visibility = Type.Union([Type.Literal('everyone'), Type.Literal('org'), Type.Literal('nobody')])
export type Visibility = Static<typeof Visibility>
export const PrivacySettings = Type.Object({
  mobileVisibility: Visibility,
  emailVisibility: Visibility,
  orgVisibility: Visibility,
  findableByMobile: Type.Boolean(),
  recommendations: Type.Boolean(),
})
export type PrivacySettings = Static<typeof PrivacySettings>

export const BlockedPerson = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  userName: Type.String(),
  orgName: Nullable(Type.String()),
  blockedAt: IsoTime,
})
export type BlockedPerson = Static<typeof BlockedPerson>

export const AuthorisedService = Type.Object({
  origin: Type.String(),
  name: Type.String(),
  firstAuthorisedAt: IsoTime,
  lastUsedAt: IsoTime,
})
export type AuthorisedService = Static<typeof AuthorisedService>

export const accountSecurityEndpoints = {
  overview: defineEndpoint(accountSecurityPaths.overview, { response: Envelope(SecurityOverview) }),
  /** Every sign-in and security change of the account, newest first, a page at a time. */
  log: defineEndpoint(accountSecurityPaths.log, { query: PageQuery(), response: Envelope(Page(LoginRecord)) }),
  myQuestions: defineEndpoint(accountSecurityPaths.myQuestions, { response: Envelope(Type.Array(Type.String())) }),
  proveByPassword: defineEndpoint(accountSecurityPaths.proveByPassword, {
    body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 128 }) }),
    response: Envelope(Proof),
  }),
  sendProofCode: defineEndpoint(accountSecurityPaths.sendProofCode, {
    body: Type.Object({ channel: CodeChannel }),
    response: Envelope(CodeSent),
  }),
  proveByCode: defineEndpoint(accountSecurityPaths.proveByCode, {
    body: Type.Object({ channel: CodeChannel, code: Code }),
    response: Envelope(Proof),
  }),
  proveByQuestions: defineEndpoint(accountSecurityPaths.proveByQuestions, {
    body: Type.Object({ answers: Answers }),
    response: Envelope(Proof),
  }),
  changePassword: defineEndpoint(accountSecurityPaths.changePassword, {
    body: Type.Object({ proof: ProofToken, newPassword: NewPassword }),
    response: Envelope(LoginSuccess),
  }),
  setQuestions: defineEndpoint(accountSecurityPaths.setQuestions, {
    body: Type.Object({ proof: ProofToken, items: Answers }),
    response: Ok,
  }),
  sendBindCode: defineEndpoint(accountSecurityPaths.sendBindCode, {
    body: Type.Object({ proof: ProofToken, channel: CodeChannel, target: Type.String({ minLength: 1, maxLength: 128 }) }),
    response: Envelope(CodeSent),
  }),
  bindContact: defineEndpoint(accountSecurityPaths.bindContact, {
    body: Type.Object({ proof: ProofToken, channel: CodeChannel, target: Type.String({ minLength: 1, maxLength: 128 }), code: Code }),
    response: Ok,
  }),
}

export const recoveryEndpoints = {
  sendCode: defineEndpoint(recoveryPaths.sendCode, {
    body: Type.Object({ username: Username, channel: CodeChannel }),
    response: Envelope(CodeSent),
  }),
  proveByCode: defineEndpoint(recoveryPaths.proveByCode, {
    body: Type.Object({ username: Username, channel: CodeChannel, code: Code }),
    response: Envelope(Proof),
  }),
  questions: defineEndpoint(recoveryPaths.questions, {
    query: Type.Object({ username: Username }),
    response: Envelope(Type.Array(Type.String())),
  }),
  proveByQuestions: defineEndpoint(recoveryPaths.proveByQuestions, {
    body: Type.Object({ username: Username, answers: Answers }),
    response: Envelope(Proof),
  }),
  resetPassword: defineEndpoint(recoveryPaths.resetPassword, {
    body: Type.Object({ proof: ProofToken, newPassword: NewPassword }),
    response: Ok,
  }),
}

export const privacyEndpoints = {
  settings: defineEndpoint(privacyPaths.settings, { response: Envelope(PrivacySettings) }),
  saveSettings: defineEndpoint(privacyPaths.saveSettings, { body: Type.Partial(PrivacySettings), response: Envelope(PrivacySettings) }),
  blacklist: defineEndpoint(privacyPaths.blacklist, { response: Envelope(Type.Array(BlockedPerson)) }),
  block: defineEndpoint(privacyPaths.block, { body: Type.Object({ username: Username }), response: Ok }),
  unblock: defineEndpoint(privacyPaths.unblock, { body: Type.Object({ accountId: AccountId }), response: Ok }),
  services: defineEndpoint(privacyPaths.services, { response: Envelope(Type.Array(AuthorisedService)) }),
  revokeService: defineEndpoint(privacyPaths.revokeService, {
    body: Type.Object({ origin: Type.String({ minLength: 1, maxLength: 256 }) }),
    response: Ok,
  }),
}

export { Mobile }
