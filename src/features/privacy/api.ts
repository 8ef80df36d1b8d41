import { endpointClient } from '@/lib/endpoint-client'
import type { AuthorisedService, BlockedPerson, PrivacySettings, privacyEndpoints } from '@contract/account-security'
import { privacyPaths } from '@contract/paths/account-security'

const privacy = endpointClient<typeof privacyEndpoints>(privacyPaths)

export const privacySettings = (): Promise<PrivacySettings> => privacy.settings()
/** Saves the changed fields; answers what the server stored. */
export const savePrivacySettings = (change: Partial<PrivacySettings>): Promise<PrivacySettings> => privacy.saveSettings({ data: change })
export const blacklist = (): Promise<BlockedPerson[]> => privacy.blacklist()
/** Blocks the person with this 学号/工号 from sending me online messages. */
export const blockPerson = (username: string) => privacy.block({ data: { username } })
export const unblockPerson = (accountId: string) => privacy.unblock({ data: { accountId } })
export const authorisedServices = (): Promise<AuthorisedService[]> => privacy.services()
export const revokeService = (origin: string) => privacy.revokeService({ data: { origin } })
