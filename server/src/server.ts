import { buildApp } from './app'
import { loadConfig } from './config'
import { prepareDatabase } from './db/prepare'
import { OffsetClock } from './lib/common/clock'

const config = loadConfig()
const prepared = await prepareDatabase(config, (line) => {
  if (config.pgLog) console.log(line)
})
let app: Awaited<ReturnType<typeof buildApp>>
try {
  app = await buildApp({ config, database: prepared.database, clock: config.testClock ? new OffsetClock() : undefined })
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  console.error(error)
  await prepared.close()
  process.exit(1)
}

let stopping = false
/**
 * Graceful stop: /readyz turns 503, answers close their connections and reads are dropped for nginx to pass on (it
 * then stops choosing this instance) for SHUTDOWN_DRAIN_MS; then the listener closes and in-flight requests
 * finish, running jobs get up to 10 s, the change feed and the pool close. Past SHUTDOWN_TIMEOUT_MS it exits anyway.
 */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  const { drainMs, shutdownTimeoutMs } = config.operations
  app.log.info({ signal, drainMs, shutdownTimeoutMs }, 'shutting down: draining')
  const force = setTimeout(() => {
    app.log.error({ shutdownTimeoutMs }, 'shutdown did not finish in time: exiting anyway')
    process.exit(1)
  }, shutdownTimeoutMs)
  force.unref()
  app.lifecycle.drain()
  await new Promise((resolve) => setTimeout(resolve, drainMs))
  try {
    await app.close()
  } finally {
    await prepared.close()
  }
  app.log.info('stopped')
  process.exit(0)
}
process.on('SIGINT', () => {
  void shutdown('SIGINT')
})
process.on('SIGTERM', () => {
  void shutdown('SIGTERM')
})
