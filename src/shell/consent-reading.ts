import { routes, type RouteName } from '@/routes/route-table'

/** The texts the consent dialog links to: while one is open the question waits, so it can be read whole. */
const READING: readonly RouteName[] = [
  'userAgreement',
  'userPrivacy',
  'aboutAgreement',
  'aboutPrivacy',
  'privacyPolicy',
  'privacyPolicyAgreement',
  'privacyGuidelines',
  'faceProtocol',
  'personalInformation',
  'thirdParty',
  'privacyProtection',
]
const READING_PATHS = new Set(READING.map((name) => `/${routes[name].path}`))

/** Whether the page at `path` (`/pages/…`, no query) is one of those texts. */
export function isReadingConsentText(path: string | undefined): boolean {
  return path !== undefined && READING_PATHS.has(path)
}
