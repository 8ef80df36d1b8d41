// The part of autocannon (no bundled types) the server tests use.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      method?: string
      headers?: Record<string, string>
      body?: string
    }
    interface Result {
      requests: { total: number; average: number }
      latency: { p50: number; p99: number }
      non2xx: number
      errors: number
      timeouts: number
      '2xx': number
    }
    interface Instance {
      stop: () => void
      on: (event: 'reqError', listener: (error: Error) => void) => Instance
    }
  }
  function autocannon(options: autocannon.Options, done: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance
  export default autocannon
}
