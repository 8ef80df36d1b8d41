import type { RecommendedService, ServiceCard, ServiceCategory } from '@contract/services'

/** What 推荐服务 is computed from; `own` is absent when the user turned 个性化推荐 off. */
export interface RecommendationInput {
  /** The services the user's identity may see, in catalogue order. */
  cards: ServiceCard[]
  categories: ServiceCategory[]
  /** Opens per service by other users of the same identity (never the user's own). */
  popularity: Map<number, number>
  own?: { visits: Map<number, number>; favourites: number[] }
  limit: number
}

/**
 * Forced first, but at most the first of the two rows (the demo forces ten services, which would
 * otherwise leave no room for anything else); then, when personal, unused services of the categories the user uses most (visits and
 * favourites), ranked by popularity within the identity; then the identity's popular ones; then the
 * remaining forced ones fill what is left. No duplicates.
 */
export function recommend(input: RecommendationInput): RecommendedService[] {
  const { cards, popularity, own, limit } = input
  const picked: RecommendedService[] = []
  const seen = new Set<number>()
  const take = (service: ServiceCard, reason: string) => {
    if (picked.length >= limit || seen.has(service.serviceId)) return
    seen.add(service.serviceId)
    picked.push({ service, reason })
  }
  const byPopularity = (a: ServiceCard, b: ServiceCard) => (popularity.get(b.serviceId) ?? 0) - (popularity.get(a.serviceId) ?? 0)

  const forced = cards.filter((card) => card.forceRecommend)
  for (const card of forced.slice(0, Math.ceil(limit / 2))) take(card, '')

  if (own) {
    const used = new Set([...own.visits.keys(), ...own.favourites])
    const weight = new Map<string, number>()
    for (const card of cards) {
      // A favourite counts like a few opens: the user chose it deliberately.
      const score = (own.visits.get(card.serviceId) ?? 0) + (own.favourites.includes(card.serviceId) ? 3 : 0)
      if (score > 0) weight.set(card.categoryCode, (weight.get(card.categoryCode) ?? 0) + score)
    }
    const names = new Map(input.categories.map((category) => [category.code, category.name]))
    const candidates = cards.filter((card) => weight.has(card.categoryCode) && !used.has(card.serviceId))
    candidates.sort((a, b) => weight.get(b.categoryCode)! - weight.get(a.categoryCode)! || byPopularity(a, b))
    for (const card of candidates) take(card, `常用类别：${shortCategory(names.get(card.categoryCode) ?? '')}`)
  }

  const popular = cards.filter((card) => (popularity.get(card.serviceId) ?? 0) > 0).sort(byPopularity)
  for (const card of popular) take(card, '同身份常用')
  for (const card of forced) take(card, '')
  return picked
}

/** 教务服务 → 教务: the reason has to fit under a grid cell. */
const shortCategory = (name: string) => (name.length > 2 && name.endsWith('服务') ? name.slice(0, -2) : name)
