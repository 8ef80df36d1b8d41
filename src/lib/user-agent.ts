/**
 * The device a browser's user agent names, for the `X-Device-Info` header and the login's osType. Taro's H5
 * getDeviceInfo parses it with the `platform` package (6 KB gzip in the first script, and it knows no Chinese
 * phone maker); the header needs only the maker, the model and the system with its version.
 */
export interface UserAgentDevice {
  brand: string
  model: string
  system: string
  platform: string
}

const NONE: UserAgentDevice = { brand: '', model: '', system: '', platform: '' }

/** Makers named in the user agent or recognisable from the model code. */
const BRANDS: Array<[RegExp, string]> = [
  [/\b(HUAWEI|HarmonyOS|OpenHarmony|HMSCore)\b/i, 'Huawei'],
  [/\bHONOR\b/i, 'Honor'],
  [/\b(Xiaomi|Redmi|MI \d|POCO)\b/i, 'Xiaomi'],
  [/\b(OPPO|HeyTap)/i, 'OPPO'],
  [/\b(vivo|VivoBrowser)\b/i, 'vivo'],
  [/\bOnePlus/i, 'OnePlus'],
  [/\b(SM-[A-Z0-9]+|SAMSUNG|Galaxy)\b/i, 'Samsung'],
  [/\bPixel\b/, 'Google'],
]

// Tokens between the semicolons of an Android user agent that are not the model.
const NOT_A_MODEL = /^(U|wv|K|HarmonyOS|[a-z]{2}[-_][a-z]{2,4})$/i

const dotted = (version: string) => version.replace(/_/g, '.')

function brandOf(userAgent: string): string {
  return BRANDS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? ''
}

function androidModel(userAgent: string): string {
  const inside = /\(([^)]*Android[^)]*)\)/.exec(userAgent)?.[1] ?? ''
  const tokens = inside.split(';').map((t) => t.trim())
  const after = tokens.slice(tokens.findIndex((t) => t.startsWith('Android')) + 1)
  const model = after.find((t) => t && !NOT_A_MODEL.test(t)) ?? ''
  return model.replace(/\s*Build\/.*$/, '')
}

/** Maker, model, system with version and system family; empty strings for what the agent does not say. */
export function describeUserAgent(userAgent: string): UserAgentDevice {
  const apple = /\((iPhone|iPad|iPod)\b[^)]*? OS ([\d_]+)/.exec(userAgent)
  if (apple) return { brand: 'Apple', model: apple[1], system: `iOS ${dotted(apple[2])}`, platform: 'iOS' }
  const openHarmony = /OpenHarmony ([\d.]+)/.exec(userAgent)
  if (openHarmony) return { brand: 'Huawei', model: '', system: `OpenHarmony ${openHarmony[1]}`, platform: 'OpenHarmony' }
  if (/\bHarmonyOS\b/.test(userAgent))
    return { brand: 'Huawei', model: androidModel(userAgent), system: 'HarmonyOS', platform: 'HarmonyOS' }
  const android = /Android ([\d.]+)/.exec(userAgent)
  if (android) return { brand: brandOf(userAgent), model: androidModel(userAgent), system: `Android ${android[1]}`, platform: 'Android' }
  const windows = /Windows NT ([\d.]+)/.exec(userAgent)
  if (windows) {
    const names: Record<string, string> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' }
    return { ...NONE, system: `Windows ${names[windows[1]] ?? windows[1]}`, platform: 'Windows' }
  }
  const mac = /Mac OS X ([\d_.]+)/.exec(userAgent)
  if (mac) return { brand: 'Apple', model: 'Macintosh', system: `macOS ${dotted(mac[1])}`, platform: 'macOS' }
  if (/\bCrOS\b/.test(userAgent)) return { ...NONE, system: 'Chrome OS', platform: 'Chrome OS' }
  if (/\bLinux\b/.test(userAgent)) return { ...NONE, system: 'Linux', platform: 'Linux' }
  return NONE
}
