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
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  const force = setTimeout(() => process.exit(1), 15_000)
  force.unref()
  try {
    await app.close()
  } finally {
    await prepared.close()
  }
  process.exit(0)
}
process.on('SIGINT', () => {
  void shutdown('SIGINT')
})
process.on('SIGTERM', () => {
  void shutdown('SIGTERM')
})
