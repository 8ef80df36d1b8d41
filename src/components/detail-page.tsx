import { useCallback, useEffect, useRef, useState, type DependencyList, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Skeleton } from '@nutui/nutui-react-taro'
import { TEXT } from './constants'
import type { AsyncStatus } from '@/lib/async-status'
import { EmptyState } from './empty-state'
import { isNotFound } from './errors'
import { PageShell } from './page-shell'
import './components.scss'

export type DetailStatus = Exclude<AsyncStatus, 'idle'> | 'not-found'

export interface DetailLoader<T> {
  status: DetailStatus
  data: T | undefined
  error: unknown
  /** Load again; the current data stays on screen while it runs. */
  reload: () => Promise<void>
  /** Load again from the skeleton (after an error). */
  retry: () => Promise<void>
}

/**
 * Loads one record. `not-found` when `load` resolves to null/undefined or rejects with a 404
 * (see `isNotFound`); answers to superseded or unmounted loads are ignored.
 */
export function useDetailLoader<T>(load: () => Promise<T | null | undefined>, deps: DependencyList = [], enabled = true): DetailLoader<T> {
  const [state, setState] = useState<{ status: DetailStatus; data: T | undefined; error: unknown }>({
    status: 'loading',
    data: undefined,
    error: null,
  })
  const loadRef = useRef(load)
  loadRef.current = load
  const generation = useRef(0)
  const mounted = useRef(true)

  const run = useCallback(async (showSkeleton: boolean) => {
    generation.current += 1
    const gen = generation.current
    if (showSkeleton) setState({ status: 'loading', data: undefined, error: null })
    try {
      const data = await loadRef.current()
      if (gen !== generation.current || !mounted.current) return
      setState(data == null ? { status: 'not-found', data: undefined, error: null } : { status: 'ready', data, error: null })
    } catch (e) {
      if (gen !== generation.current || !mounted.current) return
      setState({ status: isNotFound(e) ? 'not-found' : 'error', data: undefined, error: e })
    }
  }, [])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (enabled) void run(true)
  }, [...deps, enabled])

  const reload = useCallback(() => run(false), [run])
  const retry = useCallback(() => run(true), [run])
  return { ...state, reload, retry }
}

export interface DetailPageProps<T> {
  load: () => Promise<T | null | undefined>
  render: (data: T, reload: () => Promise<void>) => ReactNode
  /** Load again when any of these change (usually the id from the route). */
  deps?: DependencyList
  /** Navigation bar title, fixed or from the loaded record. */
  title?: string | ((data: T) => string)
  notFoundText?: string
  skeleton?: ReactNode
  header?: ReactNode
  footer?: (data: T) => ReactNode
  signedOut?: boolean
  onLogin?: () => void
}

function DetailSkeleton() {
  return (
    <View className="portal-card" aria-busy="true" aria-label="加载中">
      <Skeleton rows={1} size="large" animated />
      <View className="portal-spacer" />
      <Skeleton rows={6} animated />
    </View>
  )
}

/** A record page: skeleton, error with 重试, not-found, no-network and signed-out states around `render`. */
export function DetailPage<T>({
  load,
  render,
  deps = [],
  title,
  notFoundText = TEXT.notFound,
  skeleton,
  header,
  footer,
  signedOut,
  onLogin,
}: DetailPageProps<T>) {
  const detail = useDetailLoader(load, deps, !signedOut)
  const data = detail.status === 'ready' ? (detail.data as T) : undefined
  const resolvedTitle = typeof title === 'function' ? (data !== undefined ? title(data) : undefined) : title

  return (
    <PageShell
      title={resolvedTitle}
      header={header}
      footer={data !== undefined && footer ? footer(data) : undefined}
      loading={detail.status === 'loading'}
      skeleton={skeleton ?? <DetailSkeleton />}
      error={detail.status === 'error' ? (detail.error ?? TEXT.loadFailed) : null}
      onRetry={() => void (detail.status === 'ready' ? detail.reload() : detail.retry())}
      signedOut={signedOut}
      onLogin={onLogin}
    >
      {detail.status === 'not-found' ? (
        <EmptyState kind="not-found" description={notFoundText} fullPage />
      ) : data !== undefined ? (
        render(data, detail.reload)
      ) : null}
    </PageShell>
  )
}
