// Minimal typing of the parts of `pg` this server uses (@types/pg is not installed).
declare module 'pg' {
  export interface QueryResult<R = Record<string, unknown>> {
    rows: R[]
    rowCount: number | null
  }
  export interface ClientConfig {
    connectionString?: string
    max?: number
  }
  export interface QueryConfig {
    text: string
    values?: unknown[]
    name?: string
  }
  export class Client {
    constructor(config?: ClientConfig)
    connect(): Promise<void>
    query<R = Record<string, unknown>>(query: string | QueryConfig, values?: unknown[]): Promise<QueryResult<R>>
    end(): Promise<void>
  }
  export interface PoolClient {
    query<R = Record<string, unknown>>(query: string | QueryConfig, values?: unknown[]): Promise<QueryResult<R>>
    release(): void
  }
  export class Pool {
    constructor(config?: ClientConfig)
    connect(): Promise<PoolClient>
    query<R = Record<string, unknown>>(query: string | QueryConfig, values?: unknown[]): Promise<QueryResult<R>>
    end(): Promise<void>
    on(event: 'error', listener: (error: Error) => void): this
  }
  const pg: { Pool: typeof Pool; Client: typeof Client }
  export default pg
}
