import type { adminGroupEndpoints, adminOrgEndpoints } from '@contract/admin-orgs'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 组织机构: the tree with head counts; add, rename, move, merge. */
export const orgApi = endpointClient<typeof adminOrgEndpoints>(adminPaths)

/** 用户组: search, create, rename, delete; members and their roles. */
export const groupApi = endpointClient<typeof adminGroupEndpoints>(adminPaths)
