import { ArticleScreen } from '@/features/news/components/article-screen'

export default function NewsDetailPage() {
  return <ArticleScreen layout="standard" />
}
