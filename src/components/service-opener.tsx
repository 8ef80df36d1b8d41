import { createContext, useContext, type ReactNode } from 'react'
import { linkKind, openLink } from '@/routes/open-link'

/**
 * Opens a service known only by its id through the service centre's checks (state, authorisation, campus network).
 * The services feature implements it and the app hands it down (app.tsx), so home, search, division, AI and robot
 * open services without importing another feature.
 */
export type OpenServiceById = (serviceId: number) => Promise<void>

const ServiceOpenerContext = createContext<OpenServiceById | null>(null)

export function ServiceOpenerProvider({ openServiceById, children }: { openServiceById: OpenServiceById; children: ReactNode }) {
  return <ServiceOpenerContext.Provider value={openServiceById}>{children}</ServiceOpenerContext.Provider>
}

export function useOpenServiceById(): OpenServiceById {
  const open = useContext(ServiceOpenerContext)
  if (!open) throw new Error('useOpenServiceById() needs a <ServiceOpenerProvider> above it')
  return open
}

export interface OpenableItem {
  link: string
  serviceId?: number | null
}

/**
 * What tapping a found or cited item does (search results, AI citations, robot sources): a service, known by its id,
 * opens through `openServiceById`; anything else by its link. Null when it leads nowhere.
 */
export function openerOf(item: OpenableItem, openServiceById: OpenServiceById): (() => void) | null {
  const serviceId = item.serviceId
  if (serviceId && Number.isInteger(serviceId) && serviceId > 0) return () => void openServiceById(serviceId)
  return linkKind(item.link) !== 'none' ? () => void openLink(item.link) : null
}

/** `openerOf` with the app's service opener. */
export function useOpenerOf(): (item: OpenableItem) => (() => void) | null {
  const openServiceById = useOpenServiceById()
  return (item) => openerOf(item, openServiceById)
}
