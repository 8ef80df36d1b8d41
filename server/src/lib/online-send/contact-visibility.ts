/** Contact fields of a person as the directory may show them to a viewer. */
export interface ContactFields {
  mobile: string | null
  email: string | null
}

/**
 * What contact fields of `personId` the people search shows to `viewerId`. The one decision on the
 * people-search path for privacy settings: issue 14 (account security and privacy) wires its rules in
 * here. Until then every field is shown.
 */
export function visibleContactFields(_viewerId: string, _personId: string, fields: ContactFields): ContactFields {
  return fields
}
