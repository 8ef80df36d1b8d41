import { visibleContacts } from '../privacy/index'
import type { Queryable } from '../message-center/message-records'

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
