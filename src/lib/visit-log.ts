import type { SystemVisitSaveBody } from '../features/news/types'
import { serviceBases } from './env'
import { requestData } from './request'

// Visit records are written wherever something is opened (home, news, services, links), so they live
// here rather than in one feature's api.ts.

/** POST /v1/system/systemVisitSave: visit statistics; failures never matter to the user. */
export function saveVisit(body: SystemVisitSaveBody): Promise<{ id: number }> {
  return requestData<{ id: number }>({ url: `${serviceBases().portal}/v1/system/systemVisitSave`, method: 'POST', data: { terminal: 6, ...body }, silent: true })
}

/** POST /v1/cms/history/record: only for articles opened by their external `url` (detail records itself). */
export function recordHistory(contentId: number): Promise<{ historyId: number; viewedAt: string }> {
  return requestData({ url: `${serviceBases().cms}/v1/cms/history/record`, method: 'POST', data: { contentId } })
}
