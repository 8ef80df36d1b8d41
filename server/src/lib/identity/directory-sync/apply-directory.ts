import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { EmailAddress } from '@contract/account-security'
import { Mobile } from '@contract/auth'
import type { Transaction } from '../../admin/audit-repository'
import {
  accountClosures,
  accounts,
  DIRECTORY_GROUP_OWNER,
  directoryAccounts,
  orgUnits,
  userGroupMembers,
  userGroups,
  type DirectorySource,
  type DirectorySyncReport,
  type IdentityTypeCode,
  type SkippedEntry,
} from '../../../db/schema/index'
import type { DirectoryPerson, DirectorySnapshot } from './directory-entries'
import { spellNames } from '../../common/person-spellings'

/** Accounts a directory creates have no portal password: nothing verifies against this (they sign in through LDAP). */
export const NO_PORTAL_PASSWORD = '!directory'
export const REASON_MISSING = '目录中已不存在'
export const REASON_DISABLED = '目录中已停用'
export const SOURCE_LABELS: Record<DirectorySource, string> = { ldap: 'LDAP', import: '导入' }

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

// The spec's validators, as the contract writes them for every form.
const MOBILE = new RegExp((Mobile as unknown as { pattern: string }).pattern)
const EMAIL = new RegExp((EmailAddress as unknown as { pattern: string }).pattern)
const CHUNK = 1000

/** An identity as the directory writes it, or undefined when it names none the portal knows (never 管理员). */
export const identityFrom = (value: string): IdentityTypeCode | undefined => IDENTITY_VALUES[value.trim().toLowerCase()]

export interface ApplyOptions {
  /** Usernames that stay local whatever the directory says (BREAK_GLASS_ACCOUNTS). */
  localAccounts: string[]
  now: Date
  /** False (an incremental import): the source's people missing from the snapshot stay as they are. Default true. */
  disableMissing?: boolean
  /**
   * True (an import): an organisation whose parent exists nowhere is skipped with the reason, like a bad row; the
   * LDAP sync (false) refuses the whole run instead, since its tree comes from one configured place.
   */
  skipUnplaceableOrgs?: boolean
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
    if (key === DIRECTORY_GROUP_OWNER.username) {
      skipped.push({ entryRef: person.entryRef, username: key, reason: '该学号/工号为门户保留账号' })
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
  const skipped: SkippedEntry[] = [...(snapshot.rejected ?? [])]
  const report: DirectorySyncReport = {
    added: [],
    changed: [],
    disabled: [],
    skipped,
    orgs: { added: 0, changed: 0 },
    groups: { added: 0, changed: 0 },
  }
  const orgCodes = { added: [] as string[], changed: [] as string[] }

  // Organisations, parents first.
  const knownOrgs = new Map((await tx.select().from(orgUnits)).map((row) => [row.code, row] as const))
  for (const org of snapshot.orgs) {
    if (org.parentCode && !knownOrgs.has(org.parentCode)) {
      if (options.skipUnplaceableOrgs) {
        skipped.push({ entryRef: org.entryRef, username: '', reason: `组织「${org.code}」的上级组织「${org.parentCode}」不存在` })
        continue
      }
      throw new Error(`组织「${org.name}」（${org.entryRef}）的上级组织 ${org.parentCode} 在门户中不存在（检查 LDAP_ORG_PARENT）`)
    }
    const existing = knownOrgs.get(org.code)
    const row = { code: org.code, name: org.name, parentCode: org.parentCode, kind: org.kind, directorySource: snapshot.source }
    if (!existing) {
      await tx.insert(orgUnits).values(row)
      report.orgs.added += 1
      orgCodes.added.push(org.code)
    } else if (existing.name !== org.name || existing.parentCode !== org.parentCode || existing.kind !== org.kind) {
      await tx
        .update(orgUnits)
        .set({ name: org.name, parentCode: org.parentCode, kind: org.kind, directorySource: snapshot.source })
        .where(eq(orgUnits.code, org.code))
      report.orgs.changed += 1
      orgCodes.changed.push(org.code)
    } else if (existing.directorySource !== snapshot.source) {
      // The directory now lists a unit the portal already had: it is the directory's from here on (not a change of the unit).
      await tx.update(orgUnits).set({ directorySource: snapshot.source }).where(eq(orgUnits.code, org.code))
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
  // Added and renamed people: their pinyin, so people search (在线发送, the console) finds them by it.
  const spell: { accountId: string; name: string }[] = []
  for (const person of accepted) {
    const orgCode = person.orgCode && knownOrgs.has(person.orgCode) ? person.orgCode : null
    if (person.orgCode && !orgCode) {
      skipped.push({ entryRef: person.entryRef, username: person.username, reason: `所属组织「${person.orgCode}」在门户中不存在` })
      continue
    }
    // A field the source does not carry (an import without that column) keeps what the portal has.
    const wanted = {
      displayName: person.name,
      identityTypeCode: person.identityCode,
      ...(person.mobile === undefined ? {} : { mobile: person.mobile || null }),
      ...(person.email === undefined ? {} : { email: person.email || null }),
      ...(person.orgCode === undefined ? {} : { orgCode }),
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
      skipped.push({
        entryRef: person.entryRef,
        username: person.username,
        reason: `该账号由另一来源（${SOURCE_LABELS[link.link.source]}）管理，未更改`,
      })
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
    if (fields.includes('displayName')) spell.push({ accountId: account.id, name: wanted.displayName })
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
    const nameOf = new Map(part.map((row) => [row.username, row.displayName]))
    spell.push(...created.map((row) => ({ accountId: row.id, name: nameOf.get(row.username) ?? '' })))
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

  await spellNames(tx, spell)

  // The source's people who are no longer there, or disabled there.
  const disabledInDirectory = new Set(accepted.filter((person) => person.disabled).map((person) => person.username))
  const toDisable: { accountId: string; username: string; reason: string }[] = []
  for (const { link, username } of managed.values()) {
    if (link.source !== snapshot.source || link.disabledAt || enabledAgain.includes(link.accountId)) continue
    if (disabledInDirectory.has(username)) toDisable.push({ accountId: link.accountId, username, reason: REASON_DISABLED })
    else if (!seen.has(username) && options.disableMissing !== false)
      toDisable.push({ accountId: link.accountId, username, reason: REASON_MISSING })
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

  await applyGroups(tx, snapshot, current, report)
  if (snapshot.source === 'import') report.orgCodes = orgCodes

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
 * The snapshot's groups as portal user groups owned by DIRECTORY_GROUP_OWNER, marked with the source: created or
 * renamed, members replaced (members the portal does not have are left out). A code already held by a user's own
 * group, or by another source's group, is skipped with the reason.
 */
async function applyGroups(
  tx: Transaction,
  snapshot: DirectorySnapshot,
  current: Map<string, { id: string }>,
  report: DirectorySyncReport,
): Promise<void> {
  if (snapshot.groups.length === 0) return
  // Members may be portal accounts this snapshot does not list (an import of the 群组成员 sheet alone).
  const others = [...new Set(snapshot.groups.flatMap((group) => group.members).filter((username) => !current.has(username)))]
  const known = new Map(current)
  for (const part of chunks(others)) {
    const rows = await tx
      .select({ id: accounts.id, username: accounts.username })
      .from(accounts)
      .where(sql`${accounts.username} = ANY(${textArray(part)})`)
    for (const row of rows) known.set(row.username, row)
  }
  known.delete(DIRECTORY_GROUP_OWNER.username)
  const codes = snapshot.groups.map((group) => group.code)
  const existingGroups = new Map(
    (
      await tx
        .select()
        .from(userGroups)
        .where(sql`${userGroups.code} = ANY(${textArray(codes)})`)
    ).map((row) => [row.code, row] as const),
  )
  for (const group of snapshot.groups) {
    const existing = existingGroups.get(group.code)
    if (existing && existing.directorySource !== snapshot.source) {
      const owner = existing.directorySource ? `另一来源（${SOURCE_LABELS[existing.directorySource]}）` : '门户用户'
      report.skipped.push({ entryRef: group.entryRef, username: '', reason: `群组代码「${group.code}」已被${owner}的群组使用` })
      continue
    }
    const memberIds = [...new Set(group.members.map((username) => known.get(username)?.id).filter((id): id is string => Boolean(id)))]
    group.memberRefs?.forEach((entryRef, index) => {
      const username = group.members[index] ?? ''
      if (!known.has(username)) report.skipped.push({ entryRef, username, reason: `学工号「${username}」在门户中不存在，未加入群组` })
    })
    let groupId: number
    let changed = false
    if (!existing) {
      const [created] = await tx
        .insert(userGroups)
        .values({ code: group.code, name: group.name, ownerId: DIRECTORY_GROUP_OWNER.id, directorySource: snapshot.source })
        .returning({ id: userGroups.id })
      groupId = created!.id
      report.groups.added += 1
    } else {
      groupId = existing.id
      if (existing.name !== group.name) {
        await tx.update(userGroups).set({ name: group.name }).where(eq(userGroups.id, groupId))
        changed = true
      }
    }
    const had = new Set(
      (await tx.select({ id: userGroupMembers.accountId }).from(userGroupMembers).where(eq(userGroupMembers.groupId, groupId))).map(
        (row) => row.id,
      ),
    )
    const wanted = new Set(memberIds)
    const adding = memberIds.filter((id) => !had.has(id))
    const removing = [...had].filter((id) => !wanted.has(id))
    for (const part of chunks(adding))
      await tx.insert(userGroupMembers).values(part.map((accountId) => ({ groupId, accountId, role: 'MEMBER' as const })))
    for (const part of chunks(removing)) {
      await tx.delete(userGroupMembers).where(and(eq(userGroupMembers.groupId, groupId), inArray(userGroupMembers.accountId, part)))
    }
    if (existing && (changed || adding.length > 0 || removing.length > 0)) report.groups.changed += 1
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
