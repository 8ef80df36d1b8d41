import { and, eq, gt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { accounts, ssoSessions } from '../db/schema/index'
import type { AccountRow } from '../lib/auth/account-login'
import { constantTimeEqual, randomToken, sha256 } from '../lib/common/secrets'
import { BASES } from '@contract/bases'

const SESSION_COOKIE = 'CASTGC'
const FORM_COOKIE = 'cas_form'
const SESSION_TTL_SECONDS = 8 * 3600

const cookieOptions = (request: FastifyRequest) => ({
  path: BASES.sso,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  signed: true,
})

function readSigned(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name]
  if (!raw) return undefined
  const unsigned = request.unsignCookie(raw)
  return unsigned.valid && unsigned.value ? unsigned.value : undefined
}

/** Which of the school's sign-ons started a session, and what signing out there needs. */
export type UpstreamOrigin = { kind: 'oidc'; idToken: string } | { kind: 'cas'; sessionIndex: string }

/** Starts the sign-on session that lets later services get a ticket without retyping the password. */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  upstream?: UpstreamOrigin,
): Promise<void> {
  const token = randomToken(32)
  await db.insert(ssoSessions).values({
    sessionHash: sha256(token),
    accountId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    upstream: upstream?.kind ?? null,
    upstreamIdToken: upstream?.kind === 'oidc' ? upstream.idToken : null,
    upstreamSessionIndex: upstream?.kind === 'cas' ? upstream.sessionIndex : null,
  })
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_TTL_SECONDS })
}

export async function sessionAccount(db: Database, request: FastifyRequest): Promise<AccountRow | undefined> {
  const token = readSigned(request, SESSION_COOKIE)
  if (!token) return undefined
  const rows = await db
    .select({ account: accounts })
    .from(ssoSessions)
    .innerJoin(accounts, eq(accounts.id, ssoSessions.accountId))
    .where(and(eq(ssoSessions.sessionHash, sha256(token)), gt(ssoSessions.expiresAt, new Date())))
  return rows[0]?.account
}

/** Ends this browser's session; returns where it came from, so signing out can continue at the school's sign-on. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply): Promise<UpstreamOrigin | undefined> {
  const token = readSigned(request, SESSION_COOKIE)
  reply.clearCookie(SESSION_COOKIE, { path: BASES.sso })
  if (!token) return undefined
  const [ended] = await db
    .delete(ssoSessions)
    .where(eq(ssoSessions.sessionHash, sha256(token)))
    .returning()
  if (ended?.upstream === 'oidc' && ended.upstreamIdToken) return { kind: 'oidc', idToken: ended.upstreamIdToken }
  if (ended?.upstream === 'cas' && ended.upstreamSessionIndex) return { kind: 'cas', sessionIndex: ended.upstreamSessionIndex }
  return undefined
}

/** Single logout from the school's CAS: ends the sessions its ticket (the SessionIndex) started; returns how many. */
export async function endUpstreamCasSessions(db: Database, sessionIndex: string): Promise<number> {
  const ended = await db
    .delete(ssoSessions)
    .where(and(eq(ssoSessions.upstream, 'cas'), eq(ssoSessions.upstreamSessionIndex, sessionIndex)))
    .returning({ accountId: ssoSessions.accountId })
  return ended.length
}

/** Login-form token (double submit): the form field must equal the signed cookie set with the page. */
export function formToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readSigned(request, FORM_COOKIE)
  if (existing) return existing
  const token = randomToken(18)
  reply.setCookie(FORM_COOKIE, token, cookieOptions(request))
  return token
}

export function formTokenMatches(request: FastifyRequest, submitted: string): boolean {
  const expected = readSigned(request, FORM_COOKIE)
  return expected !== undefined && constantTimeEqual(expected, submitted)
}
