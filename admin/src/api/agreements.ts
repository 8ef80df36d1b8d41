import type { adminAgreementEndpoints } from '@contract/admin-agreements'
import { adminAgreementPaths } from '@contract/paths/admin-agreements'
import { endpointClient } from './client'

/** 协议与隐私 (全局管理员): the versions of 用户协议 and 隐私政策. */
export const agreementApi = endpointClient<typeof adminAgreementEndpoints>(adminAgreementPaths)
