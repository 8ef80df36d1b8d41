// Primitives every domain contract reuses: ids, times, text, paging and the answer envelope.
import { Type, type Static, type TSchema } from 'typebox'
import { IDENTITY_CODES, INT32_MAX, PAGE_SIZE } from './constants'

/** Every JSON API answer: `code` 0 on success, `data` the payload. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Integer({ description: '0 = success' }),
    message: Type.String(),
    data,
  })

export const ErrorResponse = Type.Object(
  {
    code: Type.Integer({ description: 'non-zero; the HTTP status for refusals' }),
    message: Type.String({ description: 'human-readable reason in Chinese' }),
  },
  { $id: 'ErrorResponse' },
)
export type ErrorResponse = Static<typeof ErrorResponse>

/** A row id: a positive PostgreSQL `integer` (larger values would overflow the column, not miss a row). */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX })
/** Any other whole number sent by a client (counts, sort keys, flags), bounded like the columns that store it. */
export const Int = (options: { minimum?: number; maximum?: number; default?: number; description?: string } = {}) =>
  Type.Integer({ minimum: -INT32_MAX, maximum: INT32_MAX, ...options })

/** ISO 8601 date-time as answers carry it (UTC, e.g. 2026-11-22T08:30:00.000Z). */
export const IsoTime = Type.String({ description: 'ISO 8601 date-time' })
/**
 * A date-time a client sends: ISO 8601 (or `YYYY-MM-DD HH:mm`) within spec §5's picker range, 10 years
 * before to 10 years after the current year. The `picker-date-time` format is registered by the server.
 */
export const PickerDateTime = Type.String({ format: 'picker-date-time', description: 'ISO 8601, within 10 years of the current year' })

/** Text a client sends. NUL is refused for every string input by the server (it cannot be stored in PostgreSQL). */
export const Text = (options: { minLength?: number; maxLength?: number; description?: string; default?: string } = {}) =>
  Type.String({ pattern: '^[^\\u0000]*$', maxLength: 2000, ...options })

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** The one page query: `pageNum` from 1, `pageSize` up to 50; the default size is the endpoint's (spec: 10 news, 20 lists). */
export const PageQuery = (defaultSize: number = PAGE_SIZE.list) =>
  Type.Object({
    pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: '1-based page number' })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE.max, default: defaultSize })),
  })
export type PageQuery = Static<ReturnType<typeof PageQuery>>

/** The one paging shape: the rows of page `page` (from 1) of `size` rows, out of `total`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
  })
/** Static type of `Page(item)`, for clients that import types only. */
export interface Paged<T> {
  items: T[]
  total: number
  page: number
  size: number
}

export const IdentityTypeCode = Type.Enum(IDENTITY_CODES)
export type IdentityTypeCode = Static<typeof IdentityTypeCode>

/** Fields the client may send in the query string or the body (form-encoded or JSON). */
export const FORM_CONSUMES = ['application/x-www-form-urlencoded', 'application/json']
