import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useRouter } from '@tarojs/taro'
import { EmptyState } from '@/components/empty-state'
import { nav } from '@/routes/nav'
import './not-found.scss'

/** An address the app does not have (mistyped, outdated or not built yet): say so, offer a way out. */
export default function NotFoundPage() {
  const { params } = useRouter()
  const missing = safeDecode(params.path ?? '')
  return (
    <View className="not-found-page">
      <EmptyState kind="not-found" title="页面不存在" description="您访问的页面不存在或暂未开放" />
      {missing ? (
        <Text className="not-found-page__path" data-testid="not-found-path">
          {missing}
        </Text>
      ) : null}
      <View className="not-found-page__actions">
        <Button fill="outline" onClick={() => void nav.back()} data-testid="not-found-back">
          返回
        </Button>
        <Button type="primary" onClick={() => void nav.relaunch('home')} data-testid="not-found-home">
          回到首页
        </Button>
      </View>
    </View>
  )
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
