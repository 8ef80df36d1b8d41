import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** The Prometheus metrics of one app (a registry of its own: tests run several apps in one process). */
export class PortalMetrics {
  readonly registry = new Registry()
  readonly requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by method, route (the registered path, "unmatched" for none) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  })
  readonly duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  })
  readonly serverErrors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'Answers with a 5xx status, by route.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  })
  readonly poolWait = new Histogram({
    name: 'portal_db_pool_acquire_seconds',
    help: 'How long a query or transaction waited for a database connection from the pool.',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  })
  readonly jobsFinished = new Counter({
    name: 'portal_jobs_finished_total',
    help: 'Jobs this instance ran, by queue and result (completed or failed: a failed job is retried up to its limit).',
    labelNames: ['queue', 'result'] as const,
    registers: [this.registry],
  })

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' })
  }

  /** A gauge whose values are read when Prometheus scrapes (`read` sets them). */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (gauge: Gauge<L>) => Promise<void> | void): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        await read(this)
      },
    })
  }

  /** A counter that mirrors running totals kept elsewhere (e.g. a cache's hits), read when Prometheus scrapes. */
  mirroredCounter<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Array<[Record<L, string>, number]>,
  ): void {
    const seen = new Map<string, number>()
    new Counter<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect() {
        for (const [labels, total] of read()) {
          const key = JSON.stringify(labels)
          const delta = total - (seen.get(key) ?? 0)
          seen.set(key, total)
          // Also at 0: the series exists from the first scrape on.
          if (delta >= 0) this.inc(labels as never, delta)
        }
      },
    })
  }
}
