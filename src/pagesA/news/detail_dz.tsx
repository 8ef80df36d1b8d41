import { ArticleScreen } from '@/features/news/components/article-screen'

/**
 * detail_dz: the same article in the 党政 (Party and administration) layout — red masthead with the
 * column name, centred title, issuing unit and full date, document-style body. Campus portals keep
 * this layout for official notices; the data, star, history and share are those of the detail page.
 */
export default function NewsDetailDzPage() {
  return <ArticleScreen layout="dz" />
}
