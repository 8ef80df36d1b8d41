import { useEffect, useRef } from 'react'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use, type ComposeOption } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts'
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components'

// Only the parts the statistics draw (line and bar charts on a canvas): the rest of ECharts stays out of the chunk.
use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>

/** One ECharts chart in a box of the given height: drawn on mount, redrawn when `option` changes, resized with its box. */
export function EChart({ option, height = 280, label }: { option: ChartOption; height?: number; label: string }) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<ReturnType<typeof init>>()
  useEffect(() => {
    const element = box.current!
    chart.current = init(element)
    const observer = new ResizeObserver(() => chart.current?.resize())
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.current?.dispose()
      chart.current = undefined
    }
  }, [])
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true })
  }, [option])
  return <div ref={box} role="img" aria-label={label} className="stats-chart" style={{ height }} />
}
