import { requestData } from '../../lib/request'
import { serviceBases } from '../../lib/env'
import type { FloatingBox, HomeData, MarqueeItem, ServiceItem } from '../news/types'

const portal = () => serviceBases().portal

/** GET /v1/cms/home: slideshow, marquee, columns with their newest articles, active pop-ups, floating box. */
export function fetchHomeData(): Promise<HomeData> {
  return requestData<HomeData>({ url: `${serviceBases().cms}/v1/cms/home` })
}

/** GET /v2/cms/marqueeList/get */
export function fetchMarquee(): Promise<MarqueeItem[]> {
  return requestData<MarqueeItem[]>({ url: `${serviceBases().cms}/v2/cms/marqueeList/get` })
}

/** GET /v1/cms/floatingBox/get (null: none configured). */
export function fetchFloatingBox(): Promise<FloatingBox | null> {
  return requestData<FloatingBox | null>({ url: `${serviceBases().cms}/v1/cms/floatingBox/get` })
}

/** GET /v1/service/findForceRecommService: the services every home page shows. */
export function fetchForceRecommServices(): Promise<ServiceItem[]> {
  return requestData<ServiceItem[]>({ url: `${portal()}/v1/service/findForceRecommService` })
}

/** System config and module settings come from the sign-on feature's portal-config calls. */
export { getSystemConf as fetchSystemConfig, getAppSystemConf as fetchModuleSettings } from '../portal-config/api'
