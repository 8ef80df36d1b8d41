import { request } from '../../lib/request'
import { serviceBases } from '../../lib/env'
import type { DiversionListResponse } from './types'

/** Spec §9: the H5 terminal code. */
export const H5_TERMINAL = 6

/**
 * POST {portal}/v1/diversion/getUserDiversionList {terminal: 6}: the signed-in user's diversion
 * records. Only a 200 counts (spec §4); the whole body is returned so the caller checks `code`.
 */
export function fetchUserDiversionList(): Promise<DiversionListResponse> {
  return request<DiversionListResponse>({
    url: `${serviceBases().portal}/v1/diversion/getUserDiversionList`,
    method: 'POST',
    json: true,
    data: { terminal: H5_TERMINAL },
    validateStatus: (status) => status === 200,
    silent: true,
  })
}

/** GET {portal}/diversion/getUserDiversionList: the public diversion columns (no token needed). */
export function fetchPublicDiversionList(): Promise<DiversionListResponse> {
  return request<DiversionListResponse>({
    url: `${serviceBases().portal}/diversion/getUserDiversionList`,
    data: { terminal: H5_TERMINAL },
    validateStatus: (status) => status === 200,
    silent: true,
  })
}
