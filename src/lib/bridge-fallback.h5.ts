/** What a browser does for each bridge event when no native host app is present. */
import { cache } from './cache'
import { readEnv } from './env'
import { clearToken } from './token'
import { done, unsupported, type CalendarEntry, type PlatformFallback } from './bridge-types'
import { serviceWebAddress, titleWithBadge } from './bridge-web'

// The .ics writer loads when an event is exported, not with the app's first script.
async function downloadCalendarFile(entry: CalendarEntry): Promise<void> {
  const { buildIcs, icsFileName } = await import('./ics')
  const blob = new Blob([entry.ics ?? buildIcs(entry)], { type: 'text/calendar;charset=utf-8' })
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = icsFileName(entry.title)
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 0)
}

export const platformFallback: PlatformFallback = {
  async logout() {
    clearToken()
    cache.clear()
    return done(undefined)
  },
  async clearCache() {
    cache.clear()
    return done(undefined)
  },
  async cacheSize() {
    return done(cache.sizeKB())
  },
  async appVersion() {
    const version = readEnv('ENV_APP_VERSION')
    return version ? done(version) : unsupported('this build carries no ENV_APP_VERSION')
  },
  async updateVersion() {
    return unsupported('a web page always runs the deployed version')
  },
  async addToCalendar(entry) {
    await downloadCalendarFile(entry)
    return done(undefined)
  },
  async openService(service) {
    const address = serviceWebAddress(service)
    if (!address) return unsupported('the service has no web address')
    window.location.assign(address)
    return done(undefined)
  },
  async openMiniProgram() {
    return unsupported('a browser cannot open a mini-program')
  },
  async setBadge(count) {
    document.title = titleWithBadge(document.title, count)
    return done(count)
  },
}
