import type { adminPeopleEndpoints } from '@contract/admin-people'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 账号 and 角色: account search, detail and actions; console role grants. */
export const peopleApi = endpointClient<typeof adminPeopleEndpoints>(adminPaths)
