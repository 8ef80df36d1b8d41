import { nav } from '../../routes/nav'
import { readToken } from '../../lib/token'
import { openInWebView } from '../webview/open-link'
import { recordHistory } from './api'
import type { NewsItem } from './types'

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

/** The department line of an article: releaseDeptName, else releaseUnit (spec §3 "News item"). */
export function departmentOf(item: Pick<NewsItem, 'releaseDeptName' | 'releaseUnit'>): string {
  return item.releaseDeptName || item.releaseUnit || ''
}
