import type { adminStatsEndpoints } from '@contract/admin-stats'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 统计: the daily figures for a range and unit; recount a range from the records. */
export const statsApi = endpointClient<typeof adminStatsEndpoints>(adminPaths)
