import type { ServiceItem } from '@contract/cms'
import { services } from '../../db/schema/index'
import { absolute } from '../cms/cms-content'

/** The service-share landing of a service: serviceInfo is the URL-encoded JSON {serviceId, serviceName}. */
export function serviceShareUrl(origin: string, service: { serviceId: number; serviceName: string }): string {
  const serviceInfo = encodeURIComponent(JSON.stringify({ serviceId: service.serviceId, serviceName: service.serviceName }))
  return `${origin}/pages/service/serviceShare?serviceInfo=${serviceInfo}&noLogin=1`
}

export function toServiceItem(row: typeof services.$inferSelect, origin: string): ServiceItem {
  return {
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    cardImage: absolute(row.cardImage, origin),
    runTime: row.runTime,
    contactInformation: row.contactInformation,
    serviceType: row.serviceType,
    serviceNo: row.serviceNo,
    serviceSource: row.serviceSource,
    // Web services on this server (the demo campus apps) travel as absolute addresses like external ones;
    // a form-flow service opens its application form on the guide page.
    loadPath:
      row.engineType === 'form'
        ? `/pages/service/serviceGuide?serviceId=${row.serviceId}&apply=1`
        : row.engineType === 'h5'
          ? absolute(row.loadPath, origin)
          : row.loadPath,
    engineType: row.engineType,
    appId: row.appId,
    // The service centre's cards set the user's favourites; this list is the same for everyone.
    collect: false,
    iconUrl: absolute(row.iconUrl || row.cardImage, origin),
    path: row.path,
    title: row.title || row.serviceName,
    tokenTransType: row.tokenTransType,
    attachmentUrl: row.attachmentUrl,
    appType: row.appType,
    desc: row.desc,
    columnId: row.columnId,
    shareUrl: row.shareUrl ? absolute(row.shareUrl, origin) : serviceShareUrl(origin, row),
  }
}
