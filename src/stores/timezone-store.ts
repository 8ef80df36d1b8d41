import { makeAutoObservable } from 'mobx'
import { cache } from '@/lib/cache'
import { setPortalZone } from '@/lib/portal-time'
import { DEFAULT_TIMEZONE, TIMEZONE_OPTIONS, labelAt, type TimezoneOption } from './timezone-options'

const GLOBAL_KEY = 'timezone_global'

/**
 * Spec §3 "Time zone state": a global zone (cached) and a temporary zone used while editing one
 * schedule. A global change also resets the temporary zone (spec §4).
 */
export class TimezoneStore {
  global: TimezoneOption = readCached()
  temporary: TimezoneOption = this.global

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
    setPortalZone(this.global.value)
  }

  get options(): readonly TimezoneOption[] {
    return TIMEZONE_OPTIONS
  }

  /**
   * The spec's label of a zone ("(UTC-05:00) 东部时间（美国和加拿大）") with the offset it has at `at` (an event's
   * start; daylight saving moves it), or the id of a zone outside the list.
   */
  nameOf(value: string, at: Date | number = Date.now()): string {
    const option = find(value)
    return option ? labelAt(option, at) : value
  }

  setGlobal(value: string) {
    const option = find(value)
    if (!option) return
    this.global = option
    this.temporary = option
    cache.set(GLOBAL_KEY, option.value)
    setPortalZone(option.value)
  }

  setTemporary(value: string) {
    const option = find(value)
    if (option) this.temporary = option
  }

  resetTemporary() {
    this.temporary = this.global
  }
}

const find = (value: string) => TIMEZONE_OPTIONS.find((o) => o.value === value)

function readCached(): TimezoneOption {
  return find(cache.get<string>(GLOBAL_KEY, '') ?? '') ?? DEFAULT_TIMEZONE
}
