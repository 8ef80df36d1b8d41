import { and, asc, eq } from 'drizzle-orm'
import { messageApps, messageReceiveSettings, messageTypes, type IdentityTypeCode, type SendTypeCode } from '../../db/schema/index'
import { typeVisibleTo } from './message-records'
import type { Queryable } from '../../db/client'

/** Message types an identity may receive, with their app, in app order. */
export async function visibleTypes(db: Queryable, identity: IdentityTypeCode) {
  return await db
    .select({ code: messageTypes.code, name: messageTypes.name, appId: messageApps.id, appName: messageApps.name })
    .from(messageTypes)
    .innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
    .where(typeVisibleTo(identity))
    .orderBy(asc(messageApps.sort), asc(messageTypes.code))
}

/** Types of one app visible to an identity. */
export async function appTypeNames(db: Queryable, appId: number, identity: IdentityTypeCode) {
  return await db
    .select({ code: messageTypes.code, name: messageTypes.name })
    .from(messageTypes)
    .where(and(eq(messageTypes.appId, appId), typeVisibleTo(identity)))
    .orderBy(asc(messageTypes.code))
}

/** The send types one visible message type allows, or undefined when the type is unknown or not visible. */
export async function typeSendTypes(db: Queryable, typeCode: string, identity: IdentityTypeCode): Promise<SendTypeCode[] | undefined> {
  const [type] = await db
    .select({ sendTypes: messageTypes.sendTypes })
    .from(messageTypes)
    .where(and(eq(messageTypes.code, typeCode), typeVisibleTo(identity)))
  return type?.sendTypes
}

/** The user's receive settings of every visible type (or of one), defaults filled in (receive, site only). */
export async function receiveSettingsOf(db: Queryable, accountId: string, identity: IdentityTypeCode, typeCode?: string) {
  const rows = await db
    .select({
      messageTypeCode: messageTypes.code,
      messageTypeName: messageTypes.name,
      appId: messageApps.id,
      appName: messageApps.name,
      receive: messageReceiveSettings.receive,
      sendTypes: messageReceiveSettings.sendTypes,
    })
    .from(messageTypes)
    .innerJoin(messageApps, eq(messageApps.id, messageTypes.appId))
    .leftJoin(
      messageReceiveSettings,
      and(eq(messageReceiveSettings.typeCode, messageTypes.code), eq(messageReceiveSettings.accountId, accountId)),
    )
    .where(and(typeVisibleTo(identity), typeCode ? eq(messageTypes.code, typeCode) : undefined))
    .orderBy(asc(messageApps.sort), asc(messageTypes.code))
  return rows.map((row) => ({ ...row, receive: row.receive ?? true, sendTypes: row.sendTypes ?? ['site' as const] }))
}

export async function saveReceiveSetting(
  db: Queryable,
  accountId: string,
  typeCode: string,
  receive: boolean,
  sendTypes: SendTypeCode[],
): Promise<void> {
  await db
    .insert(messageReceiveSettings)
    .values({ accountId, typeCode, receive, sendTypes })
    .onConflictDoUpdate({ target: [messageReceiveSettings.accountId, messageReceiveSettings.typeCode], set: { receive, sendTypes } })
}
