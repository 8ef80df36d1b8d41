import type { ArticleStatus } from '@contract/cms'

/** How the console names and colours each article status. */
export const STATUS_LABEL: Record<ArticleStatus, { text: string; color: string }> = {
  draft: { text: '草稿', color: 'default' },
  published: { text: '已发布', color: 'green' },
  offline: { text: '已撤回', color: 'orange' },
}
