import type { Database } from '../../db/client'
import { notFound } from '../common/api-error'
import { ownCalendar } from './calendars-repository'
import { deleteEvent, editEventRow, eventById, insertEvent, ownEvent, type EditScope, type EventInput } from './events-repository'
import { answerInvitation, declineAllFrom, isInvited, setAttendees } from './attendees-repository'

/**
 * The schedule centre's writes for one person, each one transaction: an event with its attendees (and their
 * invitations) is saved whole or not at all, so a refused attendee never leaves a saved edit behind a 400.
 */
export function scheduleService(db: Database) {
  return {
    async createEvent(accountId: string, input: EventInput, attendees: string[], now: Date): Promise<number> {
      return await db.transaction(async (tx) => {
        await ownCalendar(tx, accountId, input.calendarId)
        const event = await insertEvent(tx, input, accountId, now)
        await setAttendees(tx, event, accountId, attendees, now)
        return event.id
      })
    },

    /** Edits this occurrence, this and the following ones, or all; attendees (when given) in the same transaction. */
    async editEvent(
      accountId: string,
      edit: { id: number; scope: EditScope; recurrenceId?: Date },
      input: EventInput,
      attendees: string[] | undefined,
      now: Date,
    ): Promise<number> {
      return await db.transaction(async (tx) => {
        const event = await ownEvent(tx, accountId, edit.id)
        await ownCalendar(tx, accountId, input.calendarId)
        const row = await editEventRow(tx, event, accountId, edit.scope, edit.recurrenceId, input, now)
        if (attendees) await setAttendees(tx, row, accountId, attendees, now)
        return row.id
      })
    },

    async deleteEvent(accountId: string, edit: { id: number; scope: EditScope; recurrenceId?: Date }) {
      await deleteEvent(db, accountId, edit.id, edit.scope, edit.recurrenceId)
    },

    async answer(accountId: string, eventId: number, answer: 'accepted' | 'declined') {
      await answerInvitation(db, accountId, eventId, answer)
    },

    /** Declines every unanswered invitation from the organiser of an event the account is invited to. */
    async declineAllFromOrganiserOf(accountId: string, eventId: number): Promise<number> {
      const event = await eventById(db, eventId)
      if (!event?.createdBy || !(await isInvited(db, accountId, eventId))) throw notFound('您未受邀参加该日程')
      return await declineAllFrom(db, accountId, event.createdBy)
    },
  }
}
