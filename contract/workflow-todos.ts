// Personal to-dos (个人待办).
import { Type, type Static } from 'typebox'
import { Envelope, Id, IsoTime, Nullable, Page, PageQuery, PickerDateTime } from './common'
import { PersonRef } from './workflow-tasks'

// personal to-dos
export const PersonalTodo = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  dueTime: Nullable(IsoTime),
  /** Reminder moments (addReminderTime page). */
  reminderTimes: Type.Array(IsoTime),
  executors: Type.Array(PersonRef),
  creator: PersonRef,
  status: Type.Union([Type.Literal('open'), Type.Literal('done')]),
  completeTime: Nullable(IsoTime),
  createTime: IsoTime,
  overdue: Type.Boolean(),
  /** Only the creator may delete. */
  canDelete: Type.Boolean(),
})
export type PersonalTodo = Static<typeof PersonalTodo>
export const PersonalTodoResponse = Envelope(PersonalTodo)
export type PersonalTodoResponse = Static<typeof PersonalTodoResponse>
export const PersonalTodoPageResponse = Envelope(Page(PersonalTodo))
export type PersonalTodoPageResponse = Static<typeof PersonalTodoPageResponse>

/** create (JSON body). executors: usernames (the creator is always an executor-owner). */
export const CreatePersonalTodoBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 50 }),
  content: Type.Optional(Type.String({ maxLength: 140 })),
  dueTime: Type.Optional(PickerDateTime),
  reminderTimes: Type.Optional(Type.Array(PickerDateTime, { maxItems: 10 })),
  executors: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 50 })),
})
export type CreatePersonalTodoBody = Static<typeof CreatePersonalTodoBody>
export const PersonalTodoListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('done'), Type.Literal('all')], { default: 'open' })),
  ...PageQuery().properties,
})
export type PersonalTodoListQuery = Static<typeof PersonalTodoListQuery>
export const PersonalTodoIdQuery = Type.Object({ id: Id })
export type PersonalTodoIdQuery = Static<typeof PersonalTodoIdQuery>
