import { View } from '@tarojs/components'
import { EmptyState } from '../../../components/empty-state'
import { useMiniProgramScheduleRedirect } from '../../../features/webview/use-schedule-redirect'

export default function ScheduleTab() {
  // Inside a mini-program web view this tab gives way to schedule-webview (spec §2).
  useMiniProgramScheduleRedirect()
  return (
    <View className="tab-page">
      <EmptyState fullPage title="暂无日程" description="这里还没有可显示的内容" />
    </View>
  )
}
