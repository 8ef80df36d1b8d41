import type { ForwardRefExoticComponent, HTMLAttributes, RefAttributes, TouchEvent } from 'react'

/** Props of the plain-element View (view.js): a div's, plus what Taro's View adds that H5 pages use. */
export interface PlainViewProps extends HTMLAttributes<HTMLDivElement> {
  hoverClass?: string
  hoverStartTime?: number
  hoverStayTime?: number
  onLongPress?: (event: TouchEvent<HTMLDivElement>) => void
  animation?: unknown
}

export declare const View: ForwardRefExoticComponent<PlainViewProps & RefAttributes<HTMLDivElement>>
