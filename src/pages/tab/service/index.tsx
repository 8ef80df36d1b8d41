import { View } from '@tarojs/components'
import { EmptyState } from '../../../components/empty-state'

export default function ServiceTab() {
  return (
    <View className="tab-page">
      <EmptyState fullPage title="暂无服务" description="这里还没有可显示的内容" />
    </View>
  )
}
