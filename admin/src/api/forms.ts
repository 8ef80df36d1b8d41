import type { adminFormEndpoints } from '@contract/admin-forms'
import { adminPaths } from '@contract/paths/admin'
import { endpointClient } from './client'

/** 表单设计 of a form-flow service: one typed function per endpoint. */
export const formsApi = endpointClient<typeof adminFormEndpoints>(adminPaths)
