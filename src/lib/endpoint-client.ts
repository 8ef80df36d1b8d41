import type { AnswerOf, DataOf, EndpointPath, InputOf, PathsOf } from '@contract/endpoint'
import { serviceBases, type ServiceBases } from './env'
import { request, requestData, type RequestOptions } from './request'

type Transport = Omit<RequestOptions, 'url' | 'method' | 'data' | 'query'>

/**
 * What a call sends: the endpoint's fields, typed by its schemas. In `data` alone (GET: the query string; POST: the
 * body, form-encoded or JSON as the path says) every field the contract requires must be there; a POST that puts some
 * of them in the query string instead gives both halves, each partial.
 */
export type CallOptions<E> = Transport &
  ({ data: InputOf<E>; query?: undefined } | { data?: Partial<InputOf<E>>; query: Partial<InputOf<E>> })

/** The fields a call must name (none: the options may be left out). */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]
type CallArgs<E> = [RequiredKeys<InputOf<E>>] extends [never]
  ? [options?: Transport & { data?: InputOf<E>; query?: Partial<InputOf<E>> }]
  : [options: CallOptions<E>]

export interface EndpointCall<E> {
  /** Resolves with the answer's `data`. */
  (...args: CallArgs<E>): Promise<DataOf<E>>
  /** Resolves with the whole answer `{code, message, data}` (for callers that check `code` themselves). */
  raw: (...args: CallArgs<E>) => Promise<AnswerOf<E>>
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
    const options = (extra: { data?: unknown; query?: unknown } & Transport = {}): RequestOptions => ({
      json: path.json,
      ...extra,
      url: serviceBases()[path.base] + path.path,
      method: path.method,
      query: extra.query as RequestOptions['query'],
    })
    const call = ((extra?: Parameters<typeof options>[0]) => requestData(options(extra))) as unknown as EndpointCall<unknown>
    call.raw = ((extra?: Parameters<typeof options>[0]) => request(options(extra))) as EndpointCall<unknown>['raw']
    calls[name] = call
  }
  return calls as unknown as EndpointClient<T>
}
