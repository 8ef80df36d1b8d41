import type { DayFigure, RankedFigure, StatsOverview } from '@contract/admin-stats'
import { STATS_IDENTITY_NAMES, STATS_TERMINAL_NAMES } from '@contract/stats-figures'
import type { ChartOption } from '../../components/echart'

export const SEARCH_KIND_NAMES: Record<string, string> = { search: '搜索次数', empty: '无结果' }

/** Every day of the range, so a day without figures shows as 0 rather than vanishing from the axis. */
export function daysOf(overview: Pick<StatsOverview, 'from' | 'to'>): string[] {
  const days: string[] = []
  for (let at = new Date(`${overview.from}T00:00:00Z`); at.toISOString().slice(0, 10) <= overview.to; at.setUTCDate(at.getUTCDate() + 1))
    days.push(at.toISOString().slice(0, 10))
  return days
}

/** A line chart of per-day figures, one line per key (named by `names`, in its order first). */
export function lineChart(days: string[], figures: DayFigure[], names: Record<string, string>): ChartOption {
  const keys = [
    ...new Set([...Object.keys(names).filter((key) => figures.some((row) => row.key === key)), ...figures.map((row) => row.key)]),
  ]
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: days.map((day) => day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: keys.map((key) => ({
      type: 'line',
      name: names[key] ?? key,
      data: days.map((day) => figures.find((row) => row.day === day && row.key === key)?.value ?? 0),
    })),
  }
}

/** A horizontal bar chart of a ranking (largest on top). */
export function barChart(rows: { name: string; value: number }[], seriesName: string): ChartOption {
  const shown = [...rows].reverse()
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 120, right: 32, top: 16, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((row) => row.name) },
    series: [{ type: 'bar', name: seriesName, data: shown.map((row) => row.value), barMaxWidth: 24 }],
  }
}

/** A grouped bar chart: one group per row, one bar per measure. */
export function groupedBars<T>(rows: T[], nameOf: (row: T) => string, measures: [string, (row: T) => number][]): ChartOption {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: rows.map(nameOf) },
    yAxis: { type: 'value', minInterval: 1 },
    series: measures.map(([name, valueOf]) => ({ type: 'bar', name, data: rows.map(valueOf), barMaxWidth: 24 })),
  }
}

export const readRate = (sent: number, read: number | null) =>
  read === null ? '—' : sent === 0 ? '0%' : `${((read / sent) * 100).toFixed(1)}%`

/** Everything the page shows, as CSV rows (指标, 日期, 项目, 数值); ranges over the whole range say `from~to`. */
export function csvRows(overview: StatsOverview, columnNames: Record<string, string>): string[][] {
  const range = `${overview.from}~${overview.to}`
  const perDay = (title: string, rows: DayFigure[], names: Record<string, string>) =>
    rows.map((row) => [title, row.day, names[row.key] ?? row.key, String(row.value)])
  const ranked = (title: string, rows: RankedFigure[]) => rows.map((row) => [title, range, row.name, String(row.value)])
  return [
    ['指标', '日期', '项目', '数值'],
    ...perDay('日活跃人数（按身份）', overview.activeByIdentity, STATS_IDENTITY_NAMES),
    ...perDay('日活跃人数（按终端）', overview.activeByTerminal, STATS_TERMINAL_NAMES),
    ...perDay('服务打开次数', overview.serviceOpensByDay, { open: '全部服务' }),
    ...ranked('服务打开排行', overview.serviceRanking),
    ...perDay('搜索', overview.searchesByDay, SEARCH_KIND_NAMES),
    ...ranked('热门搜索词', overview.hotWords),
    ...ranked('无结果搜索词', overview.emptyWords),
    ...perDay('资讯阅读（按栏目）', overview.articleReadsByDay, columnNames),
    ...overview.applications.flatMap((row) => [
      ['办事申请数', range, row.name, String(row.started)],
      ['办事办结数', range, row.name, String(row.finished)],
      ['办事逾期数', range, row.name, String(row.overdue)],
      ['办理时长中位数（小时）', range, row.name, row.medianHours === null ? '' : String(row.medianHours)],
    ]),
    ...overview.messages.flatMap((row) => [
      ['消息发送数', range, row.name, String(row.sent)],
      ...(row.read === null ? [] : [['消息已读数', range, row.name, String(row.read)]]),
    ]),
  ]
}

/**
 * RFC 4180 quoting, with a BOM so spreadsheet programs read the Chinese as UTF-8. A cell a spreadsheet would take for a
 * formula (a search word starting with = + - @) gets a leading apostrophe.
 */
export function csvText(rows: string[][]): string {
  const cell = (raw: string) => {
    const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw
    return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
  }
  return '\uFEFF' + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}
