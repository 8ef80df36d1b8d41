export { ThemeProvider } from './theme-provider'
export { PageShell, type PageShellProps } from './page-shell'
export { NoNetwork, type NoNetworkProps } from './no-network'
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps, type EmptyKind } from './empty-state'
export { ListSkeleton, type ListSkeletonProps } from './list-skeleton'
export { ListPage, type ListPageProps, type ListPageHandle } from './list-page'
export {
  useListLoader,
  type ListChunk,
  type ListLoad,
  type ListLoader,
  type ListLoaderOptions,
  type ListState,
  type ListStatus,
} from './use-list-loader'
export { useBottomReach } from './use-bottom-reach'
export { DetailPage, useDetailLoader, type DetailPageProps, type DetailLoader, type DetailStatus } from './detail-page'
export {
  FormPage,
  type FormPageProps,
  type FormField,
  type FormFieldType,
  type FormFieldRule,
  type FormFieldOption,
  type FormValues,
} from './form-page'
export { useSubmit, failureText, type Submit, type SubmitOptions } from './use-submit'
export { SubmitButton, type SubmitButtonProps, type SubmitSource } from './submit-button'
export { useSettingSaver, type SettingSaver, type SettingChange } from './use-setting-saver'
export { SwitchRow, type SwitchRowProps } from './switch-row'
export { SegmentedTabs, type SegmentedTabsProps, type TabItem } from './segmented-tabs'
export { CountBubble } from './count-bubble'
export { Section, type SectionProps } from './section'
export { BackTop, type BackTopProps } from './back-top'
export { formatBadgeCount } from './badge-count'
export { useOnline } from './use-online'
export { errorText, isNotFound } from './errors'
export { BOTTOM_REACH, PULL_REFRESH, BACK_TOP, TOAST_DURATION, TEXTAREA_MAX_LENGTH, BADGE_MAX, DEFAULT_PAGE_SIZE, TEXT } from './constants'
export { LAYERS, OVERLAY_OPACITY } from '@/styles/layers'
