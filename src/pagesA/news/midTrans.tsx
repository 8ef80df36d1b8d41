import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { DetailPage } from '@/components/detail-page'
import { readToken } from '@/lib/token'
import { triggerRelogin } from '@/lib/relogin'
import { nav } from '@/routes/nav'
import { fetchContentDetail } from '@/features/news/api'
import { ArticleView } from '@/features/news/components/article-view'
import { decodeSharePayload } from '@/lib/share-payload'
import type { NewsDetail } from '@contract/cms'
import './midTrans.scss'

/**
 * Share landing (`data` = encoded share payload, `noLogin=1`). Signed in, it forwards to the detail
 * page; signed out, it shows the article read-only with 登录后查看更多.
 */
export default function NewsShareLanding() {
  const { params } = useRouter()
  const payload = decodeSharePayload(params.data)
  const signedIn = !!readToken()

  useEffect(() => {
    if (payload && signedIn) void nav.redirect('newsDetail', { id: payload.id, columnId: payload.columnId })
  }, [])

  return (
    <DetailPage<NewsDetail>
      deps={[payload?.id]}
      load={() => {
        if (!payload) return Promise.resolve(null)
        // Signed in, the page is on its way to the detail page: keep the skeleton up.
        if (signedIn) return new Promise<never>(() => undefined)
        return fetchContentDetail(payload.id, payload.columnId)
      }}
      notFoundText={payload ? '资讯不存在或已下线' : '分享链接无效或已失效'}
      render={(article) => <ArticleView article={article} />}
      footer={() => (
        <View className="share-landing__footer" data-testid="login-prompt">
          <Text className="share-landing__hint">登录后查看更多</Text>
          <Button type="primary" size="small" onClick={() => triggerRelogin()}>
            去登录
          </Button>
        </View>
      )}
    />
  )
}
