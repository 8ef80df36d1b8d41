import { Type, type Static } from 'typebox'
import { Envelope, Nullable } from './common'
import { defineEndpoint } from './endpoint'
import { adminPaths } from './paths/admin'

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'campus day, YYYY-MM-DD' })

export const StatsQuery = Type.Object({
  /** First day (default: 7 days before `to`). */
  from: Type.Optional(Day),
  /** Last day (default: yesterday). */
  to: Type.Optional(Day),
  /** A unit: that unit and the units under it. Omitted: the caller's whole scope (a division admin's division). */
  orgCode: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type StatsQuery = Static<typeof StatsQuery>

/** One figure of one day: `key` is the dimension (identity, terminal, column id, search kind). */
export const DayFigure = Type.Object({ day: Type.String(), key: Type.String(), value: Type.Integer() })
export type DayFigure = Static<typeof DayFigure>

/** One row of a ranking over the whole range. */
export const RankedFigure = Type.Object({ key: Type.String(), name: Type.String(), value: Type.Integer() })
export type RankedFigure = Static<typeof RankedFigure>

export const ApplicationFigures = Type.Object({
  type: Type.String(),
  name: Type.String(),
  started: Type.Integer(),
  finished: Type.Integer(),
  overdue: Type.Integer(),
  /** Median hours from submission to close of the applications closed in the range; null when none closed. */
  medianHours: Nullable(Type.Number()),
})
export type ApplicationFigures = Static<typeof ApplicationFigures>

export const MessageFigures = Type.Object({
  channel: Type.String(),
  name: Type.String(),
  sent: Type.Integer(),
  /** Read so far; null where the channel cannot tell (SMS, email, push). */
  read: Nullable(Type.Integer()),
})
export type MessageFigures = Static<typeof MessageFigures>

export const StatsOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** The unit the figures are limited to; null for the whole institution. */
  orgCode: Nullable(Type.String()),
  /** Days of the range the statistics job has not computed yet (their figures are missing, not zero). */
  missingDays: Type.Array(Type.String()),
  activeByIdentity: Type.Array(DayFigure),
  activeByTerminal: Type.Array(DayFigure),
  serviceOpensByDay: Type.Array(DayFigure),
  serviceRanking: Type.Array(RankedFigure),
  /** key `search` (all searches) or `empty` (found nothing). */
  searchesByDay: Type.Array(DayFigure),
  hotWords: Type.Array(RankedFigure),
  emptyWords: Type.Array(RankedFigure),
  /** key: the column id. */
  articleReadsByDay: Type.Array(DayFigure),
  columnReads: Type.Array(RankedFigure),
  applications: Type.Array(ApplicationFigures),
  messages: Type.Array(MessageFigures),
})
export type StatsOverview = Static<typeof StatsOverview>

export const StatsRecountBody = Type.Object({ from: Day, to: Day }, { additionalProperties: false })
export type StatsRecountBody = Static<typeof StatsRecountBody>

export const adminStatsEndpoints = {
  statsOverview: defineEndpoint(adminPaths.statsOverview, { query: StatsQuery, response: Envelope(StatsOverview) }),
  statsRecount: defineEndpoint(adminPaths.statsRecount, {
    body: StatsRecountBody,
    response: Envelope(Type.Object({ days: Type.Integer(), rows: Type.Integer() })),
  }),
}
