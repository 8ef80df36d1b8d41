import type { adminServiceEndpoints } from '@contract/admin-services'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 服务目录, 服务分类, 办事指南 and 评价管理: one typed function per endpoint. */
export const servicesApi = endpointClient<typeof adminServiceEndpoints>(adminPaths)
