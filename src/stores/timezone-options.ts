import { zoneOffset } from '@/lib/dayjs-zone-fields'

/** Spec §3 "Timezone option": label with its UTC offset, IANA zone as value; UTC-12 to UTC+13. */
export interface TimezoneOption {
  name: string
  value: string
}

export const TIMEZONE_OPTIONS: readonly TimezoneOption[] = [
  { name: '(UTC-12:00) 国际日期变更线西', value: 'Etc/GMT+12' },
  { name: '(UTC-11:00) 协调世界时-11', value: 'Pacific/Pago_Pago' },
  { name: '(UTC-10:00) 夏威夷', value: 'Pacific/Honolulu' },
  { name: '(UTC-09:00) 阿拉斯加', value: 'America/Anchorage' },
  { name: '(UTC-08:00) 太平洋时间（美国和加拿大）', value: 'America/Los_Angeles' },
  { name: '(UTC-07:00) 山地时间（美国和加拿大）', value: 'America/Denver' },
  { name: '(UTC-06:00) 中部时间（美国和加拿大）', value: 'America/Chicago' },
  { name: '(UTC-05:00) 东部时间（美国和加拿大）', value: 'America/New_York' },
  { name: '(UTC-04:00) 大西洋时间（加拿大）', value: 'America/Halifax' },
  { name: '(UTC-03:00) 巴西利亚', value: 'America/Sao_Paulo' },
  { name: '(UTC-02:00) 协调世界时-02', value: 'Etc/GMT+2' },
  { name: '(UTC-01:00) 亚速尔群岛', value: 'Atlantic/Azores' },
  { name: '(UTC+00:00) 伦敦，都柏林，里斯本', value: 'Europe/London' },
  { name: '(UTC+00:00) 协调世界时', value: 'UTC' },
  { name: '(UTC+01:00) 柏林，巴黎，罗马', value: 'Europe/Berlin' },
  { name: '(UTC+02:00) 开罗', value: 'Africa/Cairo' },
  { name: '(UTC+02:00) 赫尔辛基，基辅', value: 'Europe/Helsinki' },
  { name: '(UTC+03:00) 莫斯科', value: 'Europe/Moscow' },
  { name: '(UTC+03:30) 德黑兰', value: 'Asia/Tehran' },
  { name: '(UTC+04:00) 阿布扎比，迪拜', value: 'Asia/Dubai' },
  { name: '(UTC+04:30) 喀布尔', value: 'Asia/Kabul' },
  { name: '(UTC+05:00) 伊斯兰堡，卡拉奇', value: 'Asia/Karachi' },
  { name: '(UTC+05:30) 新德里', value: 'Asia/Kolkata' },
  { name: '(UTC+05:45) 加德满都', value: 'Asia/Kathmandu' },
  { name: '(UTC+06:00) 达卡', value: 'Asia/Dhaka' },
  { name: '(UTC+07:00) 曼谷，河内，雅加达', value: 'Asia/Bangkok' },
  { name: '(UTC+08:00) 北京，重庆，香港，乌鲁木齐', value: 'Asia/Shanghai' },
  { name: '(UTC+08:00) 新加坡', value: 'Asia/Singapore' },
  { name: '(UTC+09:00) 东京，首尔', value: 'Asia/Tokyo' },
  { name: '(UTC+09:30) 阿德莱德', value: 'Australia/Adelaide' },
  { name: '(UTC+10:00) 悉尼，墨尔本', value: 'Australia/Sydney' },
  { name: '(UTC+11:00) 所罗门群岛', value: 'Pacific/Guadalcanal' },
  { name: '(UTC+12:00) 奥克兰，惠灵顿', value: 'Pacific/Auckland' },
  { name: '(UTC+13:00) 努库阿洛法', value: 'Pacific/Tongatapu' },
]

export const DEFAULT_TIMEZONE: TimezoneOption = TIMEZONE_OPTIONS.find((o) => o.value === 'Asia/Shanghai')!

/** "(UTC-05:00)" of a label, for the offset the zone has at `at` (New York is UTC-04:00 in October). */
export function labelAt(option: TimezoneOption, at: Date | number): string {
  const minutes = zoneOffset(new Date(at).getTime(), option.value)
  const abs = Math.abs(minutes)
  const offset = `UTC${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return option.name.replace(/^\(UTC[+-]\d\d:\d\d\)/, `(${offset})`)
}
