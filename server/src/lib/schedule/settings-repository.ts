import { and, asc, eq, ilike, or } from 'drizzle-orm'
import { accounts, orgUnits, scheduleCalendars, scheduleSettings } from '../../db/schema/index'
import { badRequest } from '../common/api-error'
import { escapeLike } from '../message-center/message-records'
import { ensureDefaultCalendar, ownCalendar } from './calendars-repository'
import type { Queryable } from '../../db/client'
import { isKnownZone } from './zoned-time'

export interface SettingsInput {
  defaultReminder: number | null
  weekStartsMonday: boolean
  showLunar: boolean
  timeZone: string
  defaultCalendarId: number
}

/** 日程设置 of the account (defaults until it saves them). */
export async function settingsOf(db: Queryable, accountId: string): Promise<SettingsInput> {
  const calendar = await ensureDefaultCalendar(db, accountId)
  const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.accountId, accountId))
  return {
    defaultReminder: row?.defaultReminder ?? 15,
    weekStartsMonday: row?.weekStartsMonday ?? true,
    showLunar: row?.showLunar ?? true,
    timeZone: row?.timeZone ?? 'Asia/Shanghai',
    defaultCalendarId: calendar.id,
  }
}

/** Saves the settings; the default calendar moves to `defaultCalendarId` (one of the account's own). */
export async function saveSettings(db: Queryable, accountId: string, input: SettingsInput): Promise<SettingsInput> {
  if (!isKnownZone(input.timeZone)) throw badRequest('时区不正确')
  await ownCalendar(db, accountId, input.defaultCalendarId)
  await db.update(scheduleCalendars).set({ isDefault: false }).where(eq(scheduleCalendars.ownerAccountId, accountId))
  await db.update(scheduleCalendars).set({ isDefault: true }).where(eq(scheduleCalendars.id, input.defaultCalendarId))
  const fields = {
    defaultReminder: input.defaultReminder,
    weekStartsMonday: input.weekStartsMonday,
    showLunar: input.showLunar,
    timeZone: input.timeZone,
  }
  await db
    .insert(scheduleSettings)
    .values({ ...fields, accountId })
    .onConflictDoUpdate({ target: scheduleSettings.accountId, set: fields })
  return await settingsOf(db, accountId)
}

/** People of the institution to invite, by name or username (at most 20). */
export async function searchPeople(db: Queryable, keyword: string) {
  const like = `%${escapeLike(keyword.trim())}%`
  return await db
    .select({ username: accounts.username, name: accounts.displayName, orgName: orgUnits.name })
    .from(accounts)
    .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
    .where(and(or(ilike(accounts.displayName, like), ilike(accounts.username, like))))
    .orderBy(asc(accounts.username))
    .limit(20)
    .then((rows) => rows.map((r) => ({ ...r, orgName: r.orgName ?? '' })))
}
