import { endpointClient } from '@/lib/endpoint-client'
import { cmsPaths } from '@contract/paths/cms'
import { servicePaths } from '@contract/paths/services'
import type { cmsEndpoints, FloatingBox, HomeData, ServiceItem } from '@contract/cms'
import type { MyServices, serviceEndpoints } from '@contract/services'

const cms = endpointClient<typeof cmsEndpoints>(cmsPaths)
const services = endpointClient<typeof serviceEndpoints>(servicePaths)

/**
 * GET /v1/cms/home: slideshow, marquee, columns with their newest articles, active pop-ups, floating box. The
 * marquee is the list /v2/cms/marqueeList/get gives, so the home tab does not make that call too.
 */
export function fetchHomeData(): Promise<HomeData> {
  return cms.home()
}

/** GET /v1/cms/floatingBox/get (null: none configured). */
export function fetchFloatingBox(): Promise<FloatingBox | null> {
  return cms.floatingBoxGet()
}

/** GET /v1/service/findForceRecommService: the services every home page shows. */
export function fetchForceRecommServices(): Promise<ServiceItem[]> {
  return cms.findForceRecommService()
}

/** GET /v1/service/mine: the person's favourites in their order and the recently opened (长辈模式's home). */
export function fetchMyServices(): Promise<MyServices> {
  return services.mine()
}

/** System config and module settings come from the sign-on feature's portal-config calls. */
export { getSystemConf as fetchSystemConfig, getAppSystemConf as fetchModuleSettings } from '@/lib/portal-config-api'
