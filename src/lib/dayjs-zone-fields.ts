import type { PluginFunc } from 'dayjs'
import { FIXED_OFFSET_ZONES, zoneFields, zoneOffset } from '@contract/zoned-time'

/**
 * dayjs's timezone plugin converts with `date.toLocaleString('en-US', { timeZone })`, which builds a new
 * `Intl.DateTimeFormat` on every `.tz()` call (and `.startOf()` of a zoned moment calls `.tz()` again). On
 * the home tab every news card's "3小时前" went through it: ~400 ms of main-thread time at 4× CPU slowdown.
 * This plugin, installed after `timezone`, gives `.tz(zone)` the same result from one cached formatter per
 * zone: the zone's wall-clock fields and offset come from one `formatToParts`, and the moment is built from
 * them exactly as the plugin builds it from its string (device-local wall clock, then `utcOffset(offset,
 * true)`, `keepLocalTime` likewise). A call without a zone (the plugin's default zone) is left to the plugin.
 */

export { FIXED_OFFSET_ZONES, zoneFields, zoneOffset } from '@contract/zoned-time'

const zoneFieldsPlugin: PluginFunc = (_option, Dayjs, dayjs) => {
  const proto = Dayjs.prototype
  const pluginTz = proto.tz
  if (!pluginTz) throw new Error('dayjs-zone-fields: install the timezone plugin first')
  proto.tz = function (this: InstanceType<typeof Dayjs>, zone?: string, keepLocalTime?: boolean) {
    if (zone === undefined || !this.isValid()) return pluginTz.call(this, zone, keepLocalTime)
    const timestamp = this.valueOf()
    const fields = zoneFields(timestamp, zone)
    const offset = zoneOffset(timestamp, zone, fields)
    let moment
    if (!offset) {
      moment = this.utcOffset(0, keepLocalTime)
    } else {
      const [year, month, day, hour, minute, second] = fields
      const wall = new Date(year, month - 1, day, hour, minute, second)
      if (year < 100) wall.setFullYear(year)
      moment = dayjs(wall, { locale: this.locale() }).millisecond(this.millisecond()).utcOffset(offset, true)
      if (keepLocalTime) moment = moment.add(this.utcOffset() - moment.utcOffset(), 'minute')
    }
    ;(moment as unknown as { $x: { $timezone?: string } }).$x.$timezone = zone
    return moment
  }

  // `dayjs.tz('2026-11-20 10:00', zone)` (a wall-clock time read in a zone) asks the plugin's Intl formatter for the
  // zone's offset, and the first Intl formatter of a page costs 50–100 ms while ICU loads (the schedule tab's first
  // render). In a zone of FIXED_OFFSET_ZONES the offset is known: the same moment, by arithmetic.
  type StaticTz = ((input: unknown, format?: string, zone?: string) => Dayjs) & Record<string, unknown>
  type Dayjs = ReturnType<typeof dayjs>
  const factory = dayjs as unknown as { tz: StaticTz; utc: (input: unknown, format?: string) => Dayjs }
  const pluginStaticTz = factory.tz
  const staticTz = function (input: unknown, format?: string, zone?: string) {
    const [parseFormat, named] = zone ? [format, zone] : [undefined, format]
    const fixed = named === undefined ? undefined : FIXED_OFFSET_ZONES[named]
    if (fixed && typeof input === 'string') {
      const instant = factory.utc(input, parseFormat).valueOf() - fixed.offset * 60_000
      if (instant >= fixed.since) return dayjs(instant).tz(named)
    }
    return pluginStaticTz(input, format, zone)
  } as StaticTz
  // `dayjs.tz.guess()` and `dayjs.tz.setDefault()` stay the plugin's.
  Object.assign(staticTz, pluginStaticTz)
  factory.tz = staticTz
}

export default zoneFieldsPlugin
