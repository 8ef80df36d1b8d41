import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useDetailLoader } from '@/components/detail-page'
import { fetchDivisionEvent } from '@/features/division/api'
import { wallText } from '@/features/schedule/month'
import { useFeatureStore } from '@/stores/context'
import { DivisionEventForm, divisionForEditing } from './division-event-form'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import { parseRouteId } from '@/lib/route-id'

/** 编辑日程 of a division event (param id): the occurrence the detail chose, or the whole series when opened directly. */
function EditDivisionEventPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const schedule = useFeatureStore(scheduleFeature)
  const page = useDetailLoader(async () => {
    if (id === null) return null
    const event = await fetchDivisionEvent(id)
    const found = await divisionForEditing(event.orgCode)
    if (!event.canEdit || !found.division) return { ...found, canEdit: false }
    if (schedule.draft?.editing?.id !== id) schedule.draftFrom(event, wallText)
    schedule.update({ peopleOf: { code: found.division.code, name: found.division.name } })
    return found
  }, [id])

  const data = page.status === 'ready' ? page.data : undefined
  if (page.status === 'not-found' || (data && !data.canEdit)) {
    return (
      <PageShell>
        <EmptyState
          kind="not-found"
          description={page.status === 'not-found' ? '日程不存在或已删除' : '仅本单位的日程编辑可以修改日程'}
          fullPage
        />
      </PageShell>
    )
  }
  if (!data || !schedule.draft) {
    return (
      <PageShell
        loading={page.status === 'loading' || page.status === 'ready'}
        skeleton={<ListSkeleton count={3} />}
        error={page.status === 'error' ? page.error : null}
        onRetry={() => void page.retry()}
      />
    )
  }
  return <DivisionEventForm calendars={data.calendars} />
}

export default observer(EditDivisionEventPage)
