import type { AnswerOf, DataOf, EndpointPath, InputOf, PathsOf } from '@contract/endpoint'
import { serviceBases, type ServiceBases } from './env'
import { request, requestData, type RequestOptions } from './request'

/** What a call may add: the fields (typed by the endpoint's schemas), split between query and body as the call needs. */
export interface CallOptions<E> extends Omit<RequestOptions, 'url' | 'method' | 'data' | 'query'> {
  /** GET: the query string; POST: the body (form-encoded, JSON when the path says `json`). */
  data?: Partial<InputOf<E>>
  /** Fields that travel in the query string of a POST. */
  query?: Partial<InputOf<E>>
}

export interface EndpointCall<E> {
  /** Resolves with the answer's `data`. */
  (options?: CallOptions<E>): Promise<DataOf<E>>
  /** Resolves with the whole answer `{code, message, data}` (for callers that check `code` themselves). */
  raw: (options?: CallOptions<E>) => Promise<AnswerOf<E>>
}

/** An endpoint of a base the portal calls (the operator console's `admin` base has its own client in admin/). */
type PortalEndpointPath = EndpointPath & { readonly base: keyof ServiceBases }

export type EndpointClient<T extends Record<string, EndpointPath>> = { readonly [K in keyof T]: EndpointCall<T[K]> }

/**
 * Typed calls for a table of contract endpoints. `paths` is the plain constant table; `T` (imported with
 * `import type`, so TypeBox stays out of the bundle) gives each call its input and answer types, and the
 * compiler checks that every path matches its description.
 */
export function endpointClient<T extends Record<string, PortalEndpointPath>>(paths: PathsOf<T>): EndpointClient<T> {
  const calls: Record<string, EndpointCall<unknown>> = {}
  for (const [name, path] of Object.entries(paths as Record<string, PortalEndpointPath>)) {
    const options = (extra: CallOptions<unknown> = {}): RequestOptions => ({
      json: path.json,
      ...extra,
      url: serviceBases()[path.base] + path.path,
      method: path.method,
      query: extra.query as RequestOptions['query'],
    })
    const call = ((extra?: CallOptions<unknown>) => requestData(options(extra))) as EndpointCall<unknown>
    call.raw = (extra) => request(options(extra))
    calls[name] = call
  }
  return calls as unknown as EndpointClient<T>
}
