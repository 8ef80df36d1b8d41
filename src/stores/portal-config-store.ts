import { makeAutoObservable } from 'mobx'
import type { ModuleSettings, SystemConfig } from '@contract/portal-config'

/** Spec §3 "Module settings" defaults (§9): used until the server's settings arrive. */
export const DEFAULT_MODULE_SETTINGS: ModuleSettings = {
  servicesNumPerRow: 5,
  telephone: '',
  isShowScan: false,
  isShowRobot: false,
  isShowMessage: true,
  isShowFeedback: true,
  isShowFavorite: true,
  isOpenGlobalSearch: false,
  isShowSafeSet: true,
  isShowProtocol: true,
  casArry: [],
  NavigationBarTitle: '',
}

/** System configuration and module settings from the portal, read at start. */
export class PortalConfigStore {
  system: SystemConfig | null = null
  modules: ModuleSettings = DEFAULT_MODULE_SETTINGS
  modulesLoaded = false

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  get schoolName(): string {
    return this.system?.schoolName ?? ''
  }

  /** The square school logo (login page, about page). */
  get logo(): string {
    return this.system?.appAboutLog || this.system?.descIcon || ''
  }

  setSystem(system: SystemConfig) {
    this.system = system
  }

  setModules(modules: ModuleSettings) {
    this.modules = { ...DEFAULT_MODULE_SETTINGS, ...modules }
    this.modulesLoaded = true
  }
}
