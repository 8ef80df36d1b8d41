import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app'
import { loadConfig, type ServerConfig } from '../../src/config'
import type { Clock } from '../../src/lib/common/clock'
import { createTestDatabase, type TestDatabase } from './test-database'

export const DEMO_PASSWORD = 'Campus@2026'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  outboxFile: string
  /** SMS messages the app has "sent" so far. */
  outbox: () => Array<{ mobile: string; code: string; text: string }>
  /** Emails the app has "sent" so far (the file outbox). */
  emailOutbox: () => Array<{ to: string; subject: string; text: string; html?: string }>
  close: () => Promise<void>
}

export async function createTestApp(
  options: { config?: Partial<ServerConfig>; database?: TestDatabase; clock?: Clock; logStream?: { write: (line: string) => void } } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase())
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'))
  const outboxFile = path.join(workDir, 'sms.jsonl')
  const emailOutboxFile = path.join(workDir, 'email.jsonl')
  const defaults = loadConfig()
  const config = loadConfig({
    logLevel: 'silent',
    smsOutbox: outboxFile,
    email: { ...defaults.email, outbox: emailOutboxFile, smtpUrl: undefined },
    h5Dir: path.join(workDir, 'dist-h5'),
    adminDir: path.join(workDir, 'dist-admin'),
    // The scheduled overdue reminders would add messages at random moments of other tests: opt in per test.
    jobs: {
      ...defaults.jobs,
      flowReminders: false,
      scheduleReminders: false,
      searchCatchUp: false,
      statsJob: false,
      pollSeconds: 0.5,
      cronCheckSeconds: 1,
    },
    ...options.config,
  })
  const app = await buildApp({ config, database, clock: options.clock, logStream: options.logStream })
  const readJsonLines = (file: string) =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : []
  return {
    app,
    database,
    outboxFile,
    outbox: () => readJsonLines(outboxFile),
    emailOutbox: () => readJsonLines(emailOutboxFile),
    close: async () => {
      await app.close()
      if (!options.database) await database.drop()
      fs.rmSync(workDir, { recursive: true, force: true })
    },
  }
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

export async function passwordLogin(app: FastifyInstance, username: string, password = DEMO_PASSWORD, remoteAddress = '127.0.0.1') {
  const response = await app.inject({
    method: 'POST',
    url: '/token-service/password/passwordLogin',
    query: { username, password },
    remoteAddress,
  })
  return { status: response.statusCode, body: response.json() }
}

export async function loginToken(app: FastifyInstance, username: string): Promise<string> {
  const { status, body } = await passwordLogin(app, username)
  if (status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`)
  return body.data.idToken as string
}
