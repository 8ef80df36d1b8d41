import { endpointClient } from '@/lib/endpoint-client'
import type { CreateScheduleBody, messageCenterEndpoints } from '@contract/message-center'
import { messageCenterPaths } from '@contract/paths/message-center'

// The schedule endpoints are served under the message centre's base (spec §7 "Messages"), but they are
// the schedule's own: the tab's agenda and the 添加日程 pages call them.
const mc = endpointClient<typeof messageCenterEndpoints>(messageCenterPaths)

/** POST …/createSchedule: a schedule entry from a message or a task, in one of the user's calendars. */
export const createSchedule = (body: CreateScheduleBody) => mc.createSchedule({ data: body })
/** GET …/getPersonlCalendarList: the user's calendars. */
export const getPersonalCalendarList = () => mc.getPersonlCalendarList()
/** The user's schedule entries overlapping [from, to) (ISO times), by start time. */
export const listSchedule = (from: string, to: string) => mc.listSchedule({ data: { from, to } })
