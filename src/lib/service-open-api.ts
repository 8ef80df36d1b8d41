import type { serviceEndpoints } from '@contract/services'
import { servicePaths } from '@contract/paths/services'
import { endpointClient } from './endpoint-client'

// Every place that opens a service (service tab, home, search, division, scan, share) goes through
// routes/open-service.ts, which needs these two calls; so they live here rather than in features/services/api.ts.
const services = endpointClient<Pick<typeof serviceEndpoints, 'detail' | 'authorise'>>({
  detail: servicePaths.detail,
  authorise: servicePaths.authorise,
})

/** GET /v1/service/detail: a service's current card (state, authorisation) with its guide, related services and my evaluation. */
export const fetchServiceDetail = (serviceId: number) => services.detail({ data: { serviceId } })
/** POST /v1/service/authorise: the user's consent to a third-party service (remembered, revocable). */
export const authoriseService = (serviceId: number) => services.authorise({ data: { serviceId } })
