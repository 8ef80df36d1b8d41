import type { PropsWithChildren } from 'react'

/** The pull-down refresh Taro's router wraps an H5 page in when the page enables it (pull-down-refresh.js). */
export declare function PullDownRefresh(props: PropsWithChildren): JSX.Element
