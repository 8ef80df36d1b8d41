import type { ServiceCard } from '@contract/services'
import type { Database } from '../../db/client'
import type { IdentityTypeCode } from '../../db/schema/index'
import { CachedJson } from '../common/cached-json'
import { sharedCard } from './service-cards'
import type { ServiceRowsCache } from './service-rows-cache'
import { chinaWeekTime, serviceState } from './service-state'
import { categories, personalServiceIds, ratings, type ServiceRow, visibleServices } from './services-repository'

/** A card's JSON up to its last shared field (no closing brace), and its state parts made so far (by state). */
interface CardText {
  head: string
  states: Partial<Record<ServiceCard['state'], string>>
}

const cardText = (row: ServiceRow, origin: string): CardText => ({
  head: JSON.stringify(sharedCard(row, origin)).slice(0, -1),
  states: {},
})

/**
 * The service centre's catalogue (`Catalogue`: the categories in use and every card the viewer sees) as a kept JSON
 * answer, with its ETag and compressed forms.
 *
 * The catalogue is hundreds of cards of a few hundred bytes, the same for everyone of an identity but for each card's
 * open state (by the minute), rating, and the viewer's favourite and authorisation flags. So an answer is made from
 * text kept per identity and origin, and kept itself under what it depends on besides what `cache` keeps (which
 * drops it at any change to services, categories or ratings): the identity, the origin, every card's state and the
 * viewer's favourites and authorisations among the cards. Viewers with the same flags share one answer, compressed
 * once. The viewer's own flags are kept per person until the database announces a change to them (migration 0043):
 * a new favourite shows at once where it was made and within moments on the other instances.
 */
export async function catalogueAnswer(
  db: Database,
  viewer: { accountId: string; identityTypeCode: IdentityTypeCode; origin: string },
  now: Date,
  cache?: ServiceRowsCache,
): Promise<CachedJson> {
  const { identityTypeCode: identity, origin } = viewer
  const stamp = cache?.answerStamp() ?? 0
  const [rows, personal] = await Promise.all([
    cache ? cache.visible(db, identity) : visibleServices(db, identity),
    cache ? cache.personalIds(db, viewer.accountId) : personalServiceIds(db, viewer.accountId),
  ])
  const at = chinaWeekTime(now)
  const states = rows.map((row) => serviceState(row, at))
  const seen = new Set(rows.map((row) => row.serviceId))
  const asking = new Set(rows.filter((row) => row.thirdParty).map((row) => row.serviceId))
  const liked = new Set(personal.favourites.filter((id) => seen.has(id)))
  // Only a third-party service asks for authorisation: the others are authorised for everyone.
  const authorised = new Set(personal.authorised.filter((id) => asking.has(id)))
  const make = async () => {
    const [rated, list] = await Promise.all([cache ? cache.ratings(db) : ratings(db), cache ? cache.categories(db) : categories(db)])
    const makeTexts = (of: ServiceRow[]) => of.map((row) => cardText(row, origin))
    const texts = cache ? cache.derive(`card text ${identity} ${origin}`, rows, makeTexts) : makeTexts(rows)
    const cards = rows.map((row, index) => {
      const text = texts[index]!
      const { state, stateText } = states[index]!
      // A state's text is fixed by the row the kept text was made from.
      const stateJson = (text.states[state] ??= `,"state":"${state}","stateText":${JSON.stringify(stateText)}`)
      const rating = rated.get(row.serviceId)
      const collect = liked.has(row.serviceId)
      const allowed = !asking.has(row.serviceId) || authorised.has(row.serviceId)
      return `${text.head}${stateJson},"collect":${collect},"authorised":${allowed},"ratingAverage":${rating?.average ?? 0},"ratingCount":${rating?.count ?? 0}}`
    })
    const used = new Set(rows.map((row) => row.categoryCode))
    const categoriesJson = JSON.stringify(list.filter((category) => used.has(category.code)))
    return CachedJson.ofText(`{"code":0,"message":"成功","data":{"categories":${categoriesJson},"services":[${cards.join(',')}]}}`)
  }
  if (!cache) return await make()
  const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b).join(',')
  const key = `${identity}|${origin}|${states.map((s) => s.state[0]).join('')}|${sorted(liked)}|${sorted(authorised)}`
  return await cache.answer(key, stamp, make)
}
