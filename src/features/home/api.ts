import { endpointClient } from '@/lib/endpoint-client'
import { cmsPaths } from '@contract/paths/cms'
import type { cmsEndpoints, FloatingBox, HomeData, MarqueeItem, ServiceItem } from '@contract/cms'

const cms = endpointClient<typeof cmsEndpoints>(cmsPaths)

/** GET /v1/cms/home: slideshow, marquee, columns with their newest articles, active pop-ups, floating box. */
export function fetchHomeData(): Promise<HomeData> {
  return cms.home()
}

/** GET /v2/cms/marqueeList/get */
export function fetchMarquee(): Promise<MarqueeItem[]> {
  return cms.marqueeListGet()
}

/** GET /v1/cms/floatingBox/get (null: none configured). */
export function fetchFloatingBox(): Promise<FloatingBox | null> {
  return cms.floatingBoxGet()
}

/** GET /v1/service/findForceRecommService: the services every home page shows. */
export function fetchForceRecommServices(): Promise<ServiceItem[]> {
  return cms.findForceRecommService()
}

/** System config and module settings come from the sign-on feature's portal-config calls. */
export { getSystemConf as fetchSystemConfig, getAppSystemConf as fetchModuleSettings } from '@/lib/portal-config-api'
