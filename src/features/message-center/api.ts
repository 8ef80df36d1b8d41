import { request } from '../../lib/request'
import { serviceBases } from '../../lib/env'

/** Total unread across instant-message apps: POST …/getAppAllUnReadCount/new, JSON {mobile:false}; res.data.data. */
export async function getAppAllUnreadCount(): Promise<number> {
  const body = await request<{ code: number; data: number | { data: number } }>({
    url: `${serviceBases().messageCenter}/center/api/v1/instantMessage/getAppAllUnReadCount/new`,
    method: 'POST',
    json: true,
    data: { mobile: false },
  })
  const d = body.data
  return typeof d === 'number' ? d : Number(d?.data ?? 0)
}
