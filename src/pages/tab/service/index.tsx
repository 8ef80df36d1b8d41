import { View } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'

export default function ServiceTab() {
  return (
    <View className="tab-page">
      <Empty status="empty" title="暂无服务内容" description="这里还没有可显示的内容" />
    </View>
  )
}
