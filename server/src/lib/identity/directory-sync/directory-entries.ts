import type { DirectorySource, OrgUnitKind, SkippedEntry } from '../../../db/schema/index'

/**
 * What a directory says, whatever it is read from (LDAP now, a spreadsheet import later): every source turns its
 * entries into this, and one path (apply-directory.ts) compares it with the portal and writes the difference.
 */
export interface DirectoryPerson {
  /** Where the entry came from (an LDAP DN, a spreadsheet row), named in the report. */
  entryRef: string
  /** The student or staff number: the portal username. */
  username: string
  name: string
  /** The identity as the directory writes it (student/teacher/guest or 学生/教师/访客). */
  identity: string
  /** Undefined (here and in email, orgCode): the source does not carry the field, and the portal's value stays. */
  mobile: string | undefined
  email: string | undefined
  /** The organisation code the person belongs to; null when the directory places them nowhere. */
  orgCode: string | null | undefined
  /** Disabled in the directory: the portal account is disabled too (never created for this). */
  disabled: boolean
}

export interface DirectoryOrg {
  entryRef: string
  code: string
  name: string
  /** Parent organisation code (from this directory or already in the portal); null: top level. */
  parentCode: string | null
  kind: OrgUnitKind
}

export interface DirectoryGroup {
  entryRef: string
  code: string
  name: string
  /** Members by username. */
  members: string[]
  /** Where each member came from (a spreadsheet row), parallel to members: a number the portal lacks is reported there. */
  memberRefs?: string[]
}

/**
 * Everything one source holds. A person of the source's accounts who is missing here is disabled in the portal,
 * so a source hands over its whole population, never a part.
 */
export interface DirectorySnapshot {
  source: DirectorySource
  people: DirectoryPerson[]
  /** Parents before children. */
  orgs: DirectoryOrg[]
  groups: DirectoryGroup[]
  /** Entries the reader could not turn into any of the above (a spreadsheet row with an unreadable cell), reported as skipped. */
  rejected?: SkippedEntry[]
}
