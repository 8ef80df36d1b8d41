import type { adminDirectoryEndpoints } from '@contract/admin-directory'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 目录同步: the school's LDAP as configured, runs on demand, their reports. */
export const directoryApi = endpointClient<typeof adminDirectoryEndpoints>(adminPaths)
