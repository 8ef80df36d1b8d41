import type { PluginFunc } from 'dayjs'

/**
 * dayjs's timezone plugin converts with `date.toLocaleString('en-US', { timeZone })`, which builds a new
 * `Intl.DateTimeFormat` on every `.tz()` call (and `.startOf()` of a zoned moment calls `.tz()` again). On
 * the home tab every news card's "3小时前" went through it: ~400 ms of main-thread time at 4× CPU slowdown.
 * This plugin, installed after `timezone`, gives `.tz(zone)` the same result from one cached formatter per
 * zone: the zone's wall-clock fields and offset come from one `formatToParts`, and the moment is built from
 * them exactly as the plugin builds it from its string (device-local wall clock, then `utcOffset(offset,
 * true)`, `keepLocalTime` likewise). A call without a zone (the plugin's default zone) is left to the plugin.
 */

type Fields = [year: number, month: number, day: number, hour: number, minute: number, second: number]

const formats = new Map<string, Intl.DateTimeFormat>()
const POSITION: Record<string, number> = { year: 0, month: 1, day: 2, hour: 3, minute: 4, second: 5 }

function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(zone, format)
  }
  return format
}

/**
 * Zones that have kept one offset from UTC (minutes) since a moment (no daylight saving or change since; IANA
 * tzdata), so their fields are plain arithmetic from then on. The portal's default zone is the first: the
 * first `Intl.DateTimeFormat` of a page costs 50–100 ms while ICU loads its data, on the home tab's first
 * render. Earlier moments, and every other zone, go through Intl. The unit tests hold the table against Intl.
 */
export const FIXED_OFFSET_ZONES: Record<string, { offset: number; since: number }> = {
  'Asia/Shanghai': { offset: 480, since: Date.UTC(1992, 0, 1) }, // China's daylight saving ended in September 1991
  'Asia/Hong_Kong': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Macau': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Taipei': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Singapore': { offset: 480, since: Date.UTC(1983, 0, 1) }, // +08:00 from 1982
  'Asia/Tokyo': { offset: 540, since: Date.UTC(1952, 0, 1) },
  'Asia/Seoul': { offset: 540, since: Date.UTC(1989, 0, 1) },
  UTC: { offset: 0, since: -8.64e15 },
}

/** The zone's wall-clock fields at `timestamp` (whole seconds; month 1-12). */
export function zoneFields(timestamp: number, zone: string): Fields {
  const fixed = FIXED_OFFSET_ZONES[zone]
  if (fixed && timestamp >= fixed.since) {
    const wall = new Date(timestamp + fixed.offset * 60_000)
    return [
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ]
  }
  const fields: Fields = [0, 1, 1, 0, 0, 0]
  for (const part of formatFor(zone).formatToParts(timestamp)) {
    const at = POSITION[part.type]
    if (at !== undefined) fields[at] = Number(part.value)
  }
  if (fields[3] === 24) fields[3] = 0 // engines that still print midnight as 24 under h23
  return fields
}

/** The zone's offset from UTC in minutes at `timestamp`, as the timezone plugin computes it. */
export function zoneOffset(timestamp: number, zone: string, fields = zoneFields(timestamp, zone)): number {
  const [year, month, day, hour, minute, second] = fields
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute, second)
  return (wallAsUtc - (timestamp - (timestamp % 1000))) / 60_000
}

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
