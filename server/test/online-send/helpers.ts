import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { data, type Caller } from '../message-center/helpers'

export const OS = '/message-center/center/api/v1/onlineSend'

export const person = (accountName: string) => ({ type: 'person' as const, name: accountName, accountName })
export const org = (code: string) => ({ type: 'org' as const, name: code, ins_code: code })
export const group = (code: string) => ({ type: 'group' as const, name: code, group_code: code })
export const phone = (number: string) => ({
  type: 'external' as const,
  name: number,
  externalType: 'phone' as const,
  contactsNumber: number,
})
export const email = (address: string) => ({
  type: 'external' as const,
  name: address,
  externalType: 'email' as const,
  contactsNumber: address,
})

/** Waits until the job queue has finished a send (status done or recalled). */
export async function settled(caller: Caller, id: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const detail = data(await caller.get(`${OS}/sent/detail`, { id }))
    if (detail.status === 'done' || detail.status === 'recalled') return detail
    if (Date.now() > until) throw new Error(`send ${id} still ${detail.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function count(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<number> {
  const result = await app.db.execute<{ n: number }>(query)
  return Number(result.rows[0]?.n ?? 0)
}
