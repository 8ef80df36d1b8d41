import { Type, type Static } from 'typebox'
import { Envelope } from './common'

export const DiversionRecord = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  terminal: Type.Integer({ description: '6 = H5' }),
  sort: Type.Integer(),
})
export type DiversionRecord = Static<typeof DiversionRecord>

export const DiversionListRequest = Type.Object({ terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, default: 6 })) })
export type DiversionListRequest = Static<typeof DiversionListRequest>

export const DiversionListResponse = Envelope(Type.Array(DiversionRecord))
export type DiversionListResponse = Static<typeof DiversionListResponse>
