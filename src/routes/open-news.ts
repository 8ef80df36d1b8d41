import { nav } from './nav'
import { readToken } from '../lib/token'
import { openInWebView } from './open-link'
import { recordHistory } from '../lib/visit-log'
import type { NewsItem } from '@contract/cms'

/**
 * Opens an article: its external `url` in the web view (recording the visit in history, which the
 * detail call does by itself for other articles), otherwise the detail page.
 */
export function openNewsItem(item: Pick<NewsItem, 'id' | 'columnId' | 'url'>) {
  if (item.url && /^https?:\/\//i.test(item.url)) {
    if (readToken()) void recordHistory(item.id).catch(() => undefined)
    return openInWebView(item.url)
  }
  return nav.to('newsDetail', { id: item.id, columnId: item.columnId })
}
