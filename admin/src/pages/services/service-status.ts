import type { ServiceStatus } from '@contract/service-catalogue-rules'
import { SERVICE_STATUS_LABEL } from '@contract/service-catalogue-rules'

/** How the console names and colours each service status. */
export const SERVICE_STATUS_TAG: Record<ServiceStatus, { text: string; color: string }> = {
  draft: { text: SERVICE_STATUS_LABEL.draft, color: 'default' },
  published: { text: SERVICE_STATUS_LABEL.published, color: 'green' },
  maintenance: { text: SERVICE_STATUS_LABEL.maintenance, color: 'gold' },
  offline: { text: SERVICE_STATUS_LABEL.offline, color: 'red' },
}
