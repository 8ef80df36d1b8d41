import { Type, type Static, type TSchema } from 'typebox'

/** Every JSON API answer: `code` 0 on success, `data` the payload. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({
  code: Type.Integer({ description: '0 = success' }),
  message: Type.String(),
  data,
})

export const ErrorResponse = Type.Object({
  code: Type.Integer({ description: 'non-zero; the HTTP status for refusals' }),
  message: Type.String({ description: 'human-readable reason in Chinese' }),
}, { $id: 'ErrorResponse' })
export type ErrorResponse = Static<typeof ErrorResponse>

export const IdentityTypeCode = Type.Union([
  Type.Literal('admin'), Type.Literal('guest'), Type.Literal('student'), Type.Literal('teacher'),
])
export type IdentityTypeCode = Static<typeof IdentityTypeCode>

/** Fields the client may send in the query string or the body (form-encoded or JSON). */
export const FORM_CONSUMES = ['application/x-www-form-urlencoded', 'application/json']
