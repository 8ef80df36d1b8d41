import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { BUTTON_ROLE } from '@/components/a11y'
import { EmptyState } from '@/components/empty-state'
import { PageShell } from '@/components/page-shell'
import { toast } from '@/lib/ui'
import { ScanLog } from '@/features/services/components/scan-log'
import './plainText.scss'

/**
 * 扫码结果: a scanned code that is neither a portal service nor an allowed address, shown as text to copy,
 * with the user's recent scans (getScanInfo) below.
 */
export default function ScanPlainTextPage() {
  const { params } = useRouter()
  let text = params.text ?? ''
  try {
    text = decodeURIComponent(text)
  } catch {
    // Already decoded by the router.
  }
  const isLink = /^https?:\/\//i.test(text.trim())
  const copy = async () => {
    try {
      await Taro.setClipboardData({ data: text })
      void toast('已复制')
    } catch {
      void toast('复制失败，请长按文字手动复制')
    }
  }

  return (
    <PageShell
      footer={
        text ? (
          <View className="scan-text__footer">
            <Button type="primary" block onClick={() => void copy()} {...BUTTON_ROLE}>
              复制内容
            </Button>
          </View>
        ) : undefined
      }
    >
      {!text && <EmptyState kind="empty" description="没有识别到内容" />}
      {text && (
        <View className="portal-card scan-text" data-testid="scan-text">
          <Text className="scan-text__label">{isLink ? '该链接不在允许访问的范围内，已为你显示原文' : '扫描到的内容'}</Text>
          <Text className="scan-text__content" userSelect selectable>
            {text}
          </Text>
        </View>
      )}
      <ScanLog />
    </PageShell>
  )
}
