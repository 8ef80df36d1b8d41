import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { DetailPage } from '@/components/detail-page'
import { nav } from '@/routes/nav'
import { getApplicationDetail, getHandleRecord } from '@/features/tasks/api'
import { ApplicationView } from '@/features/tasks/components/application-view'
import { RecordTimeline } from '@/features/tasks/components/record-timeline'
import type { ApplicationDetail, HandleRecordEntry } from '@/features/tasks/types'
import { parseRouteId } from '@/lib/route-id'

/** A handled item: the application as it stands now and what was done with it, read-only. */
export default function DoneDetailPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  return (
    <DetailPage<{ detail: ApplicationDetail; records: HandleRecordEntry[] }>
      load={async () => {
        if (id === null) return null
        const [detail, records] = await Promise.all([getApplicationDetail(id), getHandleRecord(id)])
        return { detail, records }
      }}
      deps={[id]}
      notFoundText="申请不存在或无权查看"
      render={({ detail, records }) => (
        <View>
          <ApplicationView detail={detail} />
          <View className="app-view__section-title">办理记录</View>
          <RecordTimeline records={records} />
          <View className="portal-spacer" />
          <Button block fill="outline" onClick={() => nav.to('taskAddSchedule', { id: detail.id, title: detail.title })}>
            添加到日程
          </Button>
        </View>
      )}
    />
  )
}
