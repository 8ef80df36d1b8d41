import type { Database, Queryable } from '../../db/client'
import { findableByMobile, visibleContacts } from '../privacy/index'

/** Contact fields of a person as the directory may show them to a viewer (null: hidden or none bound). */
export interface ContactFields {
  mobile: string | null
  email: string | null
  /** Whether the person lets this viewer see their organisation. */
  orgShown: boolean
}

const HIDDEN: ContactFields = { mobile: null, email: null, orgShown: false }

/**
 * What contact fields of `personIds` the people search shows to `viewerId`: each person's privacy settings
 * (隐私设置, issue 14: everyone / same college or office / only me) decide.
 */
export async function visibleContactFields(
  db: Queryable,
  viewerId: string,
  personIds: string[],
): Promise<(personId: string) => ContactFields> {
  const visible = await visibleContacts(db, viewerId, personIds)
  return (personId) => {
    const contact = visible.get(personId)
    return contact ? { mobile: contact.mobile, email: contact.email, orgShown: contact.orgCode !== null } : HIDDEN
  }
}

const MOBILE = /^1[2-9]\d{9}$/

/**
 * A keyword that is a whole phone number finds the people bound to it who let themselves be found by it
 * (隐私设置 "允许通过手机号找到我"); any other keyword finds nobody by phone, so numbers cannot be probed by prefix.
 */
export async function foundByMobile(db: Database, keyword: string | undefined): Promise<string[]> {
  const mobile = keyword?.replace(/\s+/g, '') ?? ''
  return MOBILE.test(mobile) ? await findableByMobile(db, mobile) : []
}
