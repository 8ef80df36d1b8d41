import { eq, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, personSpellings } from '../../db/schema/index'
import type { Transaction } from '../admin/audit-repository'
import { spellName } from './pinyin'

const CHUNK = 500

/** Writes the pinyin of these accounts' names (people search by full pinyin or initials), replacing what was there. */
export async function spellNames(db: Database | Transaction, people: { accountId: string; name: string }[]): Promise<void> {
  for (let i = 0; i < people.length; i += CHUNK) {
    await db
      .insert(personSpellings)
      .values(people.slice(i, i + CHUNK).map((person) => ({ accountId: person.accountId, ...spellName(person.name) })))
      .onConflictDoUpdate({
        target: personSpellings.accountId,
        set: { spelling: sql`excluded.spelling`, initials: sql`excluded.initials` },
      })
  }
}

/** Gives every account without a pinyin spelling one (the seed, for accounts made before spellings were written). */
export async function spellMissingNames(db: Database): Promise<void> {
  const unspelled = await db
    .select({ accountId: accounts.id, name: accounts.displayName })
    .from(accounts)
    .leftJoin(personSpellings, eq(personSpellings.accountId, accounts.id))
    .where(isNull(personSpellings.accountId))
  await spellNames(db, unspelled)
}
