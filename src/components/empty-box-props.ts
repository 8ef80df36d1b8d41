import type { ReactNode } from 'react'

/** What EmptyState hands its box (empty-box.tsx, and its H5 twin empty-box.h5.tsx). */
export interface EmptyBoxProps {
  image: ReactNode
  title?: ReactNode
  description: ReactNode
  /** Label of the one action button, shown only with `onAction`. */
  actionText?: string
  onAction?: () => void
}
