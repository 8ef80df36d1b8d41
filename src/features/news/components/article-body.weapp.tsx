import { useMemo } from 'react'
import { RichText } from '@tarojs/components'
import { toRichTextNodes } from '@/features/news/rich-text-nodes'
import './article-body.scss'

export interface ArticleBodyProps {
  html: string
  className?: string
}

/** The mini-program's <rich-text> with nodes limited to its whitelist (never a raw HTML string). */
export function ArticleBody({ html, className }: ArticleBodyProps) {
  const nodes = useMemo(() => toRichTextNodes(html), [html])
  return <RichText className={`article-body ${className ?? ''}`} nodes={nodes as never} userSelect />
}
