import type { Entry } from 'ldapts'
import type { LdapConfig } from '../../../config'
import type { OrgUnitKind } from '../../../db/schema/index'
import type { DirectoryGroup, DirectoryOrg, DirectoryPerson, DirectorySnapshot } from '../directory-sync/directory-entries'
import { allValues, bindService, closeQuietly, firstValue, openLdap, searchAll } from './ldap-connection'

/** A DN compared as the directory would: RDNs trimmed, case folded. */
export const normaliseDn = (dn: string): string =>
  dn
    .split(/(?<!\\),/)
    .map((part) => part.trim())
    .join(',')
    .toLowerCase()

/** The DN one level up ('' at the top). */
const parentDn = (dn: string): string => {
  const parts = dn.split(/(?<!\\),/)
  return parts.slice(1).join(',')
}

const rdnValue = (dn: string): string => (dn.split(/(?<!\\),/)[0] ?? '').replace(/^[^=]*=/, '').trim()

const depthBelow = (dn: string, base: string): number => dn.split(/(?<!\\),/).length - base.split(/(?<!\\),/).length

/**
 * Organisational units below LDAP_ORG_BASE as portal organisations: code = the unit's RDN value (ou), name = its
 * description (else the ou), parent = the unit above (the top ones hang under LDAP_ORG_PARENT). Kind: the first
 * level are colleges; deeper units with units below them are departments; the rest are classes.
 */
function orgsFrom(entries: Entry[], config: LdapConfig): { orgs: DirectoryOrg[]; codeByDn: Map<string, string> } {
  const base = normaliseDn(config.orgBase)
  const units = entries.filter((entry) => normaliseDn(entry.dn) !== base)
  const codeByDn = new Map(units.map((entry) => [normaliseDn(entry.dn), rdnValue(entry.dn)] as const))
  const hasChildren = new Set(units.map((entry) => normaliseDn(parentDn(entry.dn))))
  const orgs = units
    .map((entry) => {
      const dn = normaliseDn(entry.dn)
      const depth = depthBelow(dn, base)
      const kind: OrgUnitKind = depth <= 1 ? 'college' : hasChildren.has(dn) ? 'department' : 'class'
      const code = codeByDn.get(dn) ?? ''
      return {
        depth,
        org: {
          entryRef: entry.dn,
          code,
          name: firstValue(entry, 'description') || code,
          parentCode: codeByDn.get(normaliseDn(parentDn(entry.dn))) ?? (config.orgParent || null),
          kind,
        },
      }
    })
    .sort((a, b) => a.depth - b.depth)
    .map(({ org }) => org)
  return { orgs, codeByDn }
}

/**
 * Reads the whole directory the sync needs (people, the disabled among them, organisational units, groups) with the
 * service account. Anything unreachable or refused throws LdapUnavailableError, before anything is written.
 */
export async function readLdapDirectory(config: LdapConfig): Promise<DirectorySnapshot> {
  const client = await openLdap(config)
  try {
    await bindService(client, config)
    const a = config.attributes
    const personAttributes = [a.username, a.name, a.identity, a.mobile, a.email, ...(a.org ? [a.org] : [])]
    const people = await searchAll(client, config.userBase, config.userFilter, personAttributes)
    const disabled = config.disabledFilter
      ? new Set(
          (await searchAll(client, config.userBase, `(&${config.userFilter}${config.disabledFilter})`, ['1.1'])).map((e) =>
            normaliseDn(e.dn),
          ),
        )
      : new Set<string>()
    const units = config.orgBase ? await searchAll(client, config.orgBase, '(objectClass=organizationalUnit)', ['ou', 'description']) : []
    const groupEntries = config.groupBase
      ? await searchAll(client, config.groupBase, '(objectClass=groupOfNames)', ['cn', 'description', 'member'])
      : []

    const { orgs, codeByDn } = orgsFrom(units, config)
    const usernameByDn = new Map<string, string>()
    const persons: DirectoryPerson[] = people.map((entry) => {
      const dn = normaliseDn(entry.dn)
      const username = firstValue(entry, a.username)
      usernameByDn.set(dn, username)
      return {
        entryRef: entry.dn,
        username,
        name: firstValue(entry, a.name),
        identity: firstValue(entry, a.identity),
        mobile: firstValue(entry, a.mobile),
        email: firstValue(entry, a.email),
        orgCode: a.org ? firstValue(entry, a.org) || null : (codeByDn.get(normaliseDn(parentDn(entry.dn))) ?? null),
        disabled: disabled.has(dn),
      }
    })
    const groups: DirectoryGroup[] = groupEntries.map((entry) => ({
      entryRef: entry.dn,
      code: firstValue(entry, 'cn'),
      name: firstValue(entry, 'description') || firstValue(entry, 'cn'),
      members: allValues(entry, 'member')
        .map((member) => usernameByDn.get(normaliseDn(member)))
        .filter((username): username is string => Boolean(username)),
    }))
    return { source: 'ldap', people: persons, orgs, groups }
  } finally {
    await closeQuietly(client)
  }
}
