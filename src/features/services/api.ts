import { endpointClient } from '@/lib/endpoint-client'
import { servicePaths } from '@contract/paths/services'
import type { EvaluateBody, RankingPeriod, serviceEndpoints } from '@contract/services'

const services = endpointClient<typeof serviceEndpoints>(servicePaths)

/** GET /v1/service/detail: a service's current card (state, authorisation) with its guide, related services and my evaluation. */
export const fetchServiceDetail = (serviceId: number) => services.detail({ data: { serviceId } })
/** POST /v1/service/authorise: the user's consent to a third-party service (remembered, revocable). */
export const authoriseService = (serviceId: number) => services.authorise({ data: { serviceId } })
/** GET /v1/service/catalogue: categories and every service the user's identity sees, with state and rating. */
export const fetchCatalogue = () => services.catalogue()
/** GET /v1/service/mine: favourites in the user's order and the recently used. */
export const fetchMyServices = () => services.mine()
export const addFavourite = (serviceId: number) => services.favourite({ data: { serviceId } })
export const removeFavourite = (serviceId: number) => services.unfavourite({ data: { serviceId } })
/** POST /v1/service/favourite/order: the whole favourite list in its new order. */
export const orderFavourites = (serviceIds: number[]) => services.orderFavourites({ data: { serviceIds } })
export const fetchEvaluations = (serviceId: number, pageNum: number, pageSize: number) =>
  services.evaluations({ data: { serviceId, pageNum, pageSize } })
export const evaluateService = (body: EvaluateBody) => services.evaluate({ data: body })
export const fetchRanking = (period: RankingPeriod) => services.ranking({ data: { period } })
/** GET /v1/service/recommended: 推荐服务, personal only while 个性化推荐 is on (computed on the server). */
export const fetchRecommended = (limit: number) => services.recommended({ data: { limit } })
export const fetchAuthorisations = () => services.authorisations()
export const revokeServiceAuthorisation = (serviceId: number) => services.revokeAuthorisation({ data: { serviceId } })
/** POST /v1/thrid-adapter/pre-process-scan-url: what a scanned text leads to. */
export const preProcessScan = (url: string) => services.preProcessScanUrl({ data: { url } })
/** GET /v1/personalData/getScanInfo: the user's own scan log, newest first. */
export const fetchScanLog = (pageSize: number) => services.getScanInfo({ data: { pageNum: 1, pageSize }, silent: true })
/** POST /v1/personalData/clearScanInfo: empties the user's own scan log. */
export const clearScanLog = () => services.clearScanInfo()
/** GET /v1/service/shareCard: the shared service's card, signed out too. */
export const fetchShareCard = (serviceId: number) => services.shareCard({ data: { serviceId } })
