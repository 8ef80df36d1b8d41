import type { ServiceCard } from '@contract/services'
import type { Database } from '../../db/client'
import type { IdentityTypeCode } from '../../db/schema/index'
import { toServiceItem } from './service-item'
import { authorisedIds, favouriteIds, ratings, type ServiceRow, visibleServices } from './services-repository'
import type { ServiceRowsCache } from './service-rows-cache'
import { characterSpelling } from '../common/pinyin'
import { chinaWeekTime, serviceState, type WeekTime } from './service-state'

/** What turns service rows into cards for one user: their favourites, authorisations, the ratings and the time. */
export interface CardContext {
  origin: string
  /** When the services' open state is taken (China time). */
  at: WeekTime
  favourites: Set<number>
  authorised: Set<number>
  ratings: Map<number, { average: number; count: number }>
}

/** A card's fields that are the same for everyone who sees it from one origin. */
type SharedCard = Omit<ServiceCard, 'collect' | 'state' | 'stateText' | 'authorised' | 'ratingAverage' | 'ratingCount'>

export function sharedCard(row: ServiceRow, origin: string): SharedCard {
  return {
    ...toServiceItem(row, origin),
    categoryCode: row.categoryCode,
    forceRecommend: row.forceRecommend,
    keywords: row.keywords,
    nameSpelling: characterSpelling(row.serviceName),
    thirdParty: row.thirdParty,
    campusNetwork: row.campusNetwork,
  }
}

function personalCard(row: ServiceRow, shared: SharedCard, context: CardContext): ServiceCard {
  const rating = context.ratings.get(row.serviceId)
  return {
    ...shared,
    collect: context.favourites.has(row.serviceId),
    ...serviceState(row, context.at),
    authorised: !row.thirdParty || context.authorised.has(row.serviceId),
    ratingAverage: rating?.average ?? 0,
    ratingCount: rating?.count ?? 0,
  }
}

export function toServiceCard(row: ServiceRow, context: CardContext): ServiceCard {
  return personalCard(row, sharedCard(row, context.origin), context)
}

/**
 * The services one identity sees, by id, plus the context to card them. With `cache`, the rows, their shared card
 * fields and the ratings come from what this instance keeps (see ServiceRowsCache); the person's favourites and
 * authorisations, and each service's open state at `now`, are read for every call.
 */
export async function visibleCards(
  db: Database,
  user: { accountId: string; identityTypeCode: IdentityTypeCode },
  origin: string,
  now: Date,
  cache?: ServiceRowsCache,
) {
  const [rows, favourites, authorised, rated] = await Promise.all([
    cache ? cache.visible(db, user.identityTypeCode) : visibleServices(db, user.identityTypeCode),
    favouriteIds(db, user.accountId),
    authorisedIds(db, user.accountId),
    cache ? cache.ratings(db) : ratings(db),
  ])
  const context: CardContext = { origin, at: chinaWeekTime(now), favourites: new Set(favourites), authorised, ratings: rated }
  const make = (list: ServiceRow[]) => list.map((row) => sharedCard(row, origin))
  const shared = cache ? cache.derive(`cards ${user.identityTypeCode} ${origin}`, rows, make) : make(rows)
  const cards = rows.map((row, index) => personalCard(row, shared[index]!, context))
  return { cards, byId: new Map(cards.map((card) => [card.serviceId, card])), rows, context }
}
