// An endpoint is described once: where it lives (method, service base, path; a plain constant the client
// bundles) and what it takes and answers (TypeBox schemas the server validates with and the client imports
// as types only). The server registers the route from the description; the client calls the same path.
import type { Static, TSchema } from 'typebox'
import type { BaseName } from './bases'

export type HttpMethod = 'GET' | 'POST'

/** Where an endpoint lives: `BASES[base] + path`. `json` when the client sends a JSON body (else a form). */
export interface EndpointPath {
  readonly method: HttpMethod
  readonly base: BaseName
  readonly path: string
  readonly json?: boolean
}

/** What an endpoint takes (`query`, `body`, `params`) and answers (`response`, the whole `{code, message, data}`). */
export interface EndpointSchemas {
  readonly query?: TSchema
  readonly body?: TSchema
  readonly params?: TSchema
  readonly response?: TSchema
}

export type Endpoint = EndpointPath & EndpointSchemas

export function defineEndpoint<const P extends EndpointPath, const S extends EndpointSchemas>(path: P, schemas: S): P & S {
  return { ...path, ...schemas }
}

type StaticOf<S> = S extends TSchema ? Static<S> : never
/** The whole answer of an endpoint. */
export type AnswerOf<E> = E extends { response: infer R } ? StaticOf<R> : unknown
/** The `data` of the answer (what the client's `requestData` resolves to). */
export type DataOf<E> = AnswerOf<E> extends { data: infer D } ? D : unknown
/** Every field the endpoint takes, wherever it travels (query string or body). */
export type InputOf<E> = (E extends { query: infer Q } ? StaticOf<Q> : unknown) &
  (E extends { body: infer B } ? StaticOf<B> : unknown) &
  (E extends { params: infer P } ? StaticOf<P> : unknown)
/** The path part of a description, as the client keeps it. */
export interface PathOf<E extends EndpointPath> {
  readonly method: E['method']
  readonly base: E['base']
  readonly path: E['path']
  readonly json?: boolean
}
/** Path constants matching a table of endpoint descriptions, key by key (the client's api.ts checks this). */
export type PathsOf<T extends Record<string, EndpointPath>> = { readonly [K in keyof T]: PathOf<T[K]> }
