import { useRouter } from '@tarojs/taro'
import { DetailPage } from '@/components/detail-page'
import { EmptyState } from '@/components/empty-state'
import { getHandleRecord } from '@/features/tasks/api'
import { RecordTimeline } from '@/features/tasks/components/record-timeline'
import type { HandleRecordEntry } from '@/features/tasks/types'
import { parseRouteId } from '@/lib/route-id'

/** 办理记录: every step taken on an application, oldest first. */
export default function HandleRecordPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  return (
    <DetailPage<HandleRecordEntry[]>
      load={() => (id !== null ? getHandleRecord(id) : Promise.resolve(null))}
      deps={[id]}
      notFoundText="申请不存在或无权查看"
      render={(records) => (records.length ? <RecordTimeline records={records} /> : <EmptyState description="暂无办理记录" />)}
    />
  )
}
