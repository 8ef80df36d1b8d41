import { endpointClient } from '@/lib/endpoint-client'
import type { diversionEndpoints } from '@contract/diversion'
import { TERMINAL_H5 } from '@contract/constants'
import { diversionPaths } from '@contract/paths/diversion'
import type { DiversionListResponse } from './types'

const diversion = endpointClient<typeof diversionEndpoints>(diversionPaths)

/** Spec §9: the H5 terminal code. */
export const H5_TERMINAL = TERMINAL_H5

/**
 * POST {portal}/v1/diversion/getUserDiversionList {terminal: 6}: the signed-in user's diversion
 * records. Only a 200 counts (spec §4); the whole body is returned so the caller checks `code`.
 */
export function fetchUserDiversionList(): Promise<DiversionListResponse> {
  return diversion.userDiversionList.raw({
    json: true,
    data: { terminal: H5_TERMINAL },
    validateStatus: (status) => status === 200,
    silent: true,
  })
}

/** GET {portal}/diversion/getUserDiversionList: the public diversion columns (no token needed). */
export function fetchPublicDiversionList(): Promise<DiversionListResponse> {
  return diversion.publicDiversionList.raw({
    data: { terminal: H5_TERMINAL },
    validateStatus: (status) => status === 200,
    silent: true,
  })
}
