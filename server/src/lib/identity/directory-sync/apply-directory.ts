import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Transaction } from '../../admin/audit-repository'
import {
  accountClosures,
  accounts,
  directoryAccounts,
  directoryGroupMembers,
  directoryGroups,
  orgUnits,
  type DirectorySyncReport,
  type IdentityTypeCode,
  type SkippedEntry,
} from '../../../db/schema/index'
import type { DirectoryPerson, DirectorySnapshot } from './directory-entries'

/** Accounts a directory creates have no portal password: nothing verifies against this (they sign in through LDAP). */
export const NO_PORTAL_PASSWORD = '!directory'
export const REASON_MISSING = '目录中已不存在'
export const REASON_DISABLED = '目录中已停用'

const IDENTITY_VALUES: Record<string, IdentityTypeCode> = {
  student: 'student',
  学生: 'student',
  teacher: 'teacher',
  staff: 'teacher',
  faculty: 'teacher',
  教师: 'teacher',
  教职工: 'teacher',
  guest: 'guest',
  访客: 'guest',
}

const MOBILE = /^1[3-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const CHUNK = 1000

/** An identity as the directory writes it, or undefined when it names none the portal knows (never 管理员). */
export const identityFrom = (value: string): IdentityTypeCode | undefined => IDENTITY_VALUES[value.trim().toLowerCase()]

export interface ApplyOptions {
  /** Usernames that stay local whatever the directory says (BREAK_GLASS_ACCOUNTS). */
  localAccounts: string[]
  now: Date
}

export interface ApplyResult {
  counts: { entries: number; added: number; changed: number; disabled: number; skipped: number }
  report: DirectorySyncReport
  /** Accounts whose tokens were revoked (disabled, or their identity changed): their cached versions go. */
  revoked: string[]
}

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`
const uuidArray = (values: string[]): SQL => sql`${sql.param(values)}::uuid[]`

/** People the portal can take: one entry per number, every field readable. The rest is skipped, with the reason. */
function acceptablePeople(people: DirectoryPerson[], skipped: SkippedEntry[]) {
  const byUsername = new Map<string, DirectoryPerson[]>()
  for (const person of people) {
    const key = person.username.trim()
    if (!key) {
      skipped.push({ entryRef: person.entryRef, username: '', reason: '缺少学号/工号' })
      continue
    }
    byUsername.set(key, [...(byUsername.get(key) ?? []), person])
  }
  const accepted: (DirectoryPerson & { identityCode: IdentityTypeCode })[] = []
  for (const [username, entries] of byUsername) {
    if (entries.length > 1) {
      // Which of the two is the person is the school's to say: neither is taken, both are reported.
      for (const entry of entries) {
        const others = entries.filter((other) => other !== entry).map((other) => other.entryRef)
        skipped.push({ entryRef: entry.entryRef, username, reason: `学号/工号重复（同号条目：${others.join('；')}）` })
      }
      continue
    }
    const person = entries[0] as DirectoryPerson
    const identityCode = identityFrom(person.identity)
    const reason = !person.name.trim()
      ? '缺少姓名'
      : !identityCode
        ? `身份「${person.identity}」无法识别（应为学生、教师或访客）`
        : person.mobile && !MOBILE.test(person.mobile)
          ? `手机号「${person.mobile}」格式不正确`
          : person.email && !EMAIL.test(person.email)
            ? `邮箱「${person.email}」格式不正确`
            : undefined
    if (reason || !identityCode) skipped.push({ entryRef: person.entryRef, username, reason: reason ?? '' })
    else accepted.push({ ...person, username, name: person.name.trim(), identityCode })
  }
  return { accepted, seen: new Set(byUsername.keys()) }
}

/**
 * Makes the portal match one source's snapshot inside the caller's transaction: organisations and people added or
 * changed, the source's people who are missing or disabled there disabled (their tokens revoked at once), groups and
 * their members set. Nothing is deleted. Returns the counts and the report; throws (rolling everything back) when the
 * snapshot cannot be placed at all (an organisation's parent that exists nowhere).
 */
export async function applyDirectory(tx: Transaction, snapshot: DirectorySnapshot, options: ApplyOptions): Promise<ApplyResult> {
  const { now } = options
  const skipped: SkippedEntry[] = []
  const report: DirectorySyncReport = {
    added: [],
    changed: [],
    disabled: [],
    skipped,
    orgs: { added: 0, changed: 0 },
    groups: { added: 0, changed: 0 },
  }

  // Organisations, parents first.
  const knownOrgs = new Map((await tx.select().from(orgUnits)).map((row) => [row.code, row] as const))
  for (const org of snapshot.orgs) {
    if (org.parentCode && !knownOrgs.has(org.parentCode)) {
      throw new Error(`组织「${org.name}」（${org.entryRef}）的上级组织 ${org.parentCode} 在门户中不存在（检查 LDAP_ORG_PARENT）`)
    }
    const existing = knownOrgs.get(org.code)
    const row = { code: org.code, name: org.name, parentCode: org.parentCode, kind: org.kind }
    if (!existing) {
      await tx.insert(orgUnits).values(row)
      report.orgs.added += 1
    } else if (existing.name !== org.name || existing.parentCode !== org.parentCode || existing.kind !== org.kind) {
      await tx.update(orgUnits).set({ name: org.name, parentCode: org.parentCode, kind: org.kind }).where(eq(orgUnits.code, org.code))
      report.orgs.changed += 1
    }
    knownOrgs.set(org.code, { ...row, sort: existing?.sort ?? 0 })
  }

  const { accepted, seen } = acceptablePeople(snapshot.people, skipped)
  const usernames = accepted.map((person) => person.username)
  const current = new Map<string, typeof accounts.$inferSelect>()
  for (const part of chunks(usernames)) {
    for (const row of await tx
      .select()
      .from(accounts)
      .where(sql`${accounts.username} = ANY(${textArray(part)})`))
      current.set(row.username, row)
  }
  const managedRows = await tx
    .select({ link: directoryAccounts, username: accounts.username })
    .from(directoryAccounts)
    .innerJoin(accounts, eq(accounts.id, directoryAccounts.accountId))
  const managed = new Map(managedRows.map((row) => [row.link.accountId, row] as const))
  const closed = new Set<string>()
  const currentIds = [...current.values()].map((row) => row.id)
  for (const part of chunks(currentIds)) {
    const rows = await tx.select({ id: accountClosures.accountId }).from(accountClosures).where(inArray(accountClosures.accountId, part))
    for (const row of rows) closed.add(row.id)
  }

  const inserts: (typeof accounts.$inferInsert & { entryRef: string })[] = []
  const revoked: string[] = []
  const enabledAgain: string[] = []
  for (const person of accepted) {
    const orgCode = person.orgCode && knownOrgs.has(person.orgCode) ? person.orgCode : null
    if (person.orgCode && !orgCode) {
      skipped.push({ entryRef: person.entryRef, username: person.username, reason: `所属组织「${person.orgCode}」在门户中不存在` })
      continue
    }
    const wanted = {
      displayName: person.name,
      identityTypeCode: person.identityCode,
      mobile: person.mobile || null,
      email: person.email || null,
      orgCode,
    }
    const account = current.get(person.username)
    if (!account) {
      // A person disabled in the directory is not brought in.
      if (!person.disabled)
        inserts.push({ ...wanted, username: person.username, passwordHash: NO_PORTAL_PASSWORD, entryRef: person.entryRef })
      continue
    }
    const link = managed.get(account.id)
    if (!link && (options.localAccounts.includes(account.username) || account.identityTypeCode === 'admin')) {
      skipped.push({ entryRef: person.entryRef, username: person.username, reason: '与门户本地管理员账号同名，未同步' })
      continue
    }
    if (closed.has(account.id)) {
      skipped.push({ entryRef: person.entryRef, username: person.username, reason: '该账号已注销' })
      continue
    }
    if (person.disabled) continue // disabled below with the missing ones
    const fields: string[] = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((field) => account[field] !== wanted[field])
    if (link && link.link.source !== snapshot.source) {
      skipped.push({ entryRef: person.entryRef, username: person.username, reason: `该账号由另一来源（${link.link.source}）管理` })
      continue
    }
    if (!link) {
      // A portal account the school already had: from now on the directory manages it.
      await tx
        .insert(directoryAccounts)
        .values({ accountId: account.id, source: snapshot.source, entryRef: person.entryRef, syncedAt: now })
      fields.push('source')
    } else if (link.link.disabledAt) {
      enabledAgain.push(account.id)
      fields.push('enabled')
    }
    if (fields.length === 0) continue
    if (fields.some((field) => field !== 'source' && field !== 'enabled')) {
      await tx.update(accounts).set(wanted).where(eq(accounts.id, account.id))
    }
    if (link)
      await tx
        .update(directoryAccounts)
        .set({ entryRef: person.entryRef, syncedAt: now })
        .where(eq(directoryAccounts.accountId, account.id))
    // The identity is signed into every token: a changed one must not keep working under the old.
    if (fields.includes('identityTypeCode')) revoked.push(account.id)
    report.changed.push({ username: account.username, fields })
  }
  for (const part of chunks(enabledAgain)) {
    await tx.update(directoryAccounts).set({ disabledAt: null, disabledReason: null }).where(inArray(directoryAccounts.accountId, part))
  }

  for (const part of chunks(inserts)) {
    const created = await tx
      .insert(accounts)
      .values(part.map(({ entryRef: _entryRef, ...row }) => row))
      .returning({ id: accounts.id, username: accounts.username })
    const refOf = new Map(part.map((row) => [row.username, row.entryRef]))
    await tx
      .insert(directoryAccounts)
      .values(
        created.map((row) => ({ accountId: row.id, source: snapshot.source, entryRef: refOf.get(row.username) ?? '', syncedAt: now })),
      )
    for (const row of created) {
      current.set(row.username, { id: row.id, username: row.username } as typeof accounts.$inferSelect)
      report.added.push(row.username)
    }
  }

  // The source's people who are no longer there, or disabled there.
  const disabledInDirectory = new Set(accepted.filter((person) => person.disabled).map((person) => person.username))
  const toDisable: { accountId: string; username: string; reason: string }[] = []
  for (const { link, username } of managed.values()) {
    if (link.source !== snapshot.source || link.disabledAt || enabledAgain.includes(link.accountId)) continue
    if (disabledInDirectory.has(username)) toDisable.push({ accountId: link.accountId, username, reason: REASON_DISABLED })
    else if (!seen.has(username)) toDisable.push({ accountId: link.accountId, username, reason: REASON_MISSING })
  }
  for (const reason of [REASON_DISABLED, REASON_MISSING]) {
    const ids = toDisable.filter((entry) => entry.reason === reason).map((entry) => entry.accountId)
    for (const part of chunks(ids)) {
      await tx.update(directoryAccounts).set({ disabledAt: now, disabledReason: reason }).where(inArray(directoryAccounts.accountId, part))
    }
  }
  report.disabled = toDisable.map(({ username, reason }) => ({ username, reason }))
  revoked.push(...toDisable.map((entry) => entry.accountId))
  await revokeTokens(
    tx,
    toDisable.map((entry) => entry.accountId),
    revoked,
  )

  // Groups and their members (members the portal does not have are left out).
  const existingGroups = new Map((await tx.select().from(directoryGroups)).map((row) => [row.code, row] as const))
  for (const group of snapshot.groups) {
    const memberIds = [...new Set(group.members.map((username) => current.get(username)?.id).filter((id): id is string => Boolean(id)))]
    const existing = existingGroups.get(group.code)
    let changed = false
    if (!existing) {
      await tx
        .insert(directoryGroups)
        .values({ code: group.code, name: group.name, source: snapshot.source, entryRef: group.entryRef, syncedAt: now })
      report.groups.added += 1
    } else if (existing.name !== group.name) {
      await tx.update(directoryGroups).set({ name: group.name, syncedAt: now }).where(eq(directoryGroups.code, group.code))
      changed = true
    }
    const had = new Set(
      (
        await tx
          .select({ id: directoryGroupMembers.accountId })
          .from(directoryGroupMembers)
          .where(eq(directoryGroupMembers.groupCode, group.code))
      ).map((row) => row.id),
    )
    const wanted = new Set(memberIds)
    const adding = memberIds.filter((id) => !had.has(id))
    const removing = [...had].filter((id) => !wanted.has(id))
    for (const part of chunks(adding))
      await tx.insert(directoryGroupMembers).values(part.map((accountId) => ({ groupCode: group.code, accountId })))
    for (const part of chunks(removing)) {
      await tx
        .delete(directoryGroupMembers)
        .where(and(eq(directoryGroupMembers.groupCode, group.code), inArray(directoryGroupMembers.accountId, part)))
    }
    if (existing && (changed || adding.length > 0 || removing.length > 0)) report.groups.changed += 1
  }

  return {
    counts: {
      entries: snapshot.people.length,
      added: report.added.length,
      changed: report.changed.length,
      disabled: report.disabled.length,
      skipped: skipped.length,
    },
    report,
    revoked,
  }
}

/**
 * Raises the token version of every revoked account (ending every id token issued before) and ends the CAS sign-on
 * sessions and unused tickets of the disabled ones.
 */
async function revokeTokens(tx: Transaction, disabled: string[], revoked: string[]): Promise<void> {
  for (const part of chunks([...new Set(revoked)])) {
    await tx.execute(sql`
      INSERT INTO account_credentials (account_id, token_version) SELECT unnest(${uuidArray(part)}), 1
      ON CONFLICT (account_id) DO UPDATE SET token_version = account_credentials.token_version + 1`)
  }
  for (const part of chunks(disabled)) {
    await tx.execute(sql`DELETE FROM sso_sessions WHERE account_id = ANY(${uuidArray(part)})`)
    await tx.execute(sql`DELETE FROM service_tickets WHERE account_id = ANY(${uuidArray(part)})`)
  }
}
