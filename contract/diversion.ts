import { Type, type Static } from 'typebox'
import { Envelope } from './common'
import { TERMINAL_H5 } from './constants'
import { defineEndpoint } from './endpoint'
import { diversionPaths } from './paths/diversion'

export const DiversionRecord = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  terminal: Type.Integer({ description: '6 = H5' }),
  sort: Type.Integer(),
})
export type DiversionRecord = Static<typeof DiversionRecord>

export const DiversionListRequest = Type.Object({ terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9, default: TERMINAL_H5 })) })
/** The public list: the terminal is optional and defaults to H5 in the handler. */
export const PublicDiversionQuery = Type.Object({ terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) })
export type DiversionListRequest = Static<typeof DiversionListRequest>

export const DiversionListResponse = Envelope(Type.Array(DiversionRecord))
export type DiversionListResponse = Static<typeof DiversionListResponse>

/** Every diversion endpoint: path and schemas (the server registers from these; the client's api.ts calls them). */
export const diversionEndpoints = {
  userDiversionList: defineEndpoint(diversionPaths.userDiversionList, { body: DiversionListRequest, response: DiversionListResponse }),
  publicDiversionList: defineEndpoint(diversionPaths.publicDiversionList, { query: PublicDiversionQuery, response: DiversionListResponse }),
}
