import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { sanitizeArticleHtml } from '@/features/news/sanitize-html'
import './article-body.scss'

export interface ArticleBodyProps {
  html: string
  className?: string
}

/** The article in the browser: sanitised again with DOMPurify before it reaches the DOM. */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html])
  return <View className={`article-body ${className ?? ''}`} data-testid="article-body" dangerouslySetInnerHTML={{ __html: clean }} />
}
