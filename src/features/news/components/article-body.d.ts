/** Contract of `article-body.h5.tsx` / `article-body.weapp.tsx`. */
export interface ArticleBodyProps {
  /** Article HTML (already sanitised by the server; sanitised again here). */
  html: string
  className?: string
}
export declare function ArticleBody(props: ArticleBodyProps): JSX.Element
