import type { ServiceCard } from '@contract/services'
import type { Database } from '../../db/client'
import type { IdentityTypeCode } from '../../db/schema/index'
import { toServiceItem } from './service-item'
import { authorisedIds, favouriteIds, ratings, type ServiceRow, visibleServices } from './services-repository'
import { characterSpelling } from '../common/pinyin'
import { serviceState } from './service-state'

/** What turns service rows into cards for one user: their favourites, authorisations, the ratings and the time. */
export interface CardContext {
  origin: string
  now: Date
  favourites: Set<number>
  authorised: Set<number>
  ratings: Map<number, { average: number; count: number }>
}

export async function cardContext(db: Database, accountId: string, origin: string, now: Date): Promise<CardContext> {
  const [favourites, authorised, rated] = await Promise.all([favouriteIds(db, accountId), authorisedIds(db, accountId), ratings(db)])
  return { origin, now, favourites: new Set(favourites), authorised, ratings: rated }
}

export function toServiceCard(row: ServiceRow, context: CardContext): ServiceCard {
  const item = toServiceItem(row, context.origin)
  const rating = context.ratings.get(row.serviceId)
  return {
    ...item,
    collect: context.favourites.has(row.serviceId),
    categoryCode: row.categoryCode,
    forceRecommend: row.forceRecommend,
    keywords: row.keywords,
    nameSpelling: characterSpelling(row.serviceName),
    ...serviceState(row, context.now),
    thirdParty: row.thirdParty,
    authorised: !row.thirdParty || context.authorised.has(row.serviceId),
    campusNetwork: row.campusNetwork,
    ratingAverage: rating?.average ?? 0,
    ratingCount: rating?.count ?? 0,
  }
}

/** The services one identity sees, by id, plus the context to card them. */
export async function visibleCards(
  db: Database,
  user: { accountId: string; identityTypeCode: IdentityTypeCode },
  origin: string,
  now: Date,
) {
  const [rows, context] = await Promise.all([visibleServices(db, user.identityTypeCode), cardContext(db, user.accountId, origin, now)])
  const cards = rows.map((row) => toServiceCard(row, context))
  return { cards, byId: new Map(cards.map((card) => [card.serviceId, card])), rows, context }
}
