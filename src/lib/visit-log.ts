import type { cmsEndpoints, SystemVisitSaveBody } from '@contract/cms'
import { TERMINAL_H5 } from '@contract/constants'
import { cmsPaths } from '@contract/paths/cms'
import { endpointClient } from './endpoint-client'

// Visit records are written wherever something is opened (home, news, services, links), so they live
// here rather than in one feature's api.ts.
const cms = endpointClient<typeof cmsEndpoints>(cmsPaths)

/** POST /v1/system/systemVisitSave: visit statistics; failures never matter to the user. */
export function saveVisit(body: SystemVisitSaveBody): Promise<{ id: number }> {
  return cms.systemVisitSave({ data: { terminal: TERMINAL_H5, ...body }, silent: true })
}

/** POST /v1/cms/history/record: only for articles opened by their external `url` (detail records itself). */
export function recordHistory(contentId: number): Promise<{ historyId: number; viewedAt: string }> {
  return cms.historyRecord({ data: { contentId } })
}
