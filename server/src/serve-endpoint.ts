import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { TSchema } from 'typebox'
import { BASES } from '@contract/bases'
import type { Endpoint } from '@contract/endpoint'
import { ErrorResponse } from '@contract/common'

type Server = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

/** The Fastify schema an endpoint description stands for (what types `request.query`, `request.body` and the answer). */
export interface SchemaOf<E extends Endpoint> extends FastifySchema {
  querystring: E['query']
  body: E['body']
  params: E['params']
  response: E['response'] extends TSchema ? { 200: E['response'] } : Record<number, TSchema>
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>

/** The refusals every route may answer (`{code, message}` in Chinese); a route documents others (409, 413, …) itself. */
const STANDARD_REFUSALS: Record<number, TSchema> = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
}

/** Route options besides what the description fixes: docs, other answers (4xx), hooks, config. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: Omit<FastifySchema, 'querystring' | 'body' | 'params'> & {
    tags?: string[]
    summary?: string
    description?: string
    consumes?: string[]
  }
}

/**
 * Registers a route from its contract description: method, URL, input schemas and the 200 answer all come
 * from the description; the standard 4xx refusals are documented for every route. The URL is `BASES[base] + path` seen from the plugin's prefix (folder autoload), so a
 * file registered under another prefix fails at start-up instead of serving a path the client does not call.
 */
export function serve<E extends Endpoint>(fastify: Server, endpoint: E, options: ServeOptions, handler: EndpointHandler<E>): void {
  const url = BASES[endpoint.base] + endpoint.path
  const prefix = fastify.prefix
  if (!url.startsWith(prefix)) throw new Error(`${endpoint.method} ${url} is not under the plugin prefix ${prefix}`)
  const { schema = {}, ...rest } = options
  const response = {
    ...STANDARD_REFUSALS,
    ...(schema.response as Record<number, TSchema> | undefined),
    ...(endpoint.response ? { 200: endpoint.response } : {}),
  }
  fastify.route({
    ...(rest as object),
    method: endpoint.method,
    url: url.slice(prefix.length) || '/',
    schema: {
      ...schema,
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response,
    },
    handler: handler as RouteHandlerMethod,
  })
}

/**
 * The docs part of a route's options for one OpenAPI tag: `docs('我的收藏', 400, 401)` is the summary and
 * the refusals the route may answer (each `{code, message}`), so route files do not repeat the schema block.
 */
export function routeDocs(tags: string[], extra: { security?: Array<Record<string, string[]>> } = {}) {
  return (summary: string, ...refusals: number[]): ServeOptions['schema'] => ({
    tags,
    ...extra,
    summary,
    response: Object.fromEntries(refusals.map((status) => [status, ErrorResponse])),
  })
}
