import { EmptyState } from '@/components/empty-state'
import { nav } from '@/routes/nav'

/** The draft's sub-pages opened without a draft (a bookmark, a reload): say so and offer a new schedule. */
export function NeedDraft() {
  return (
    <EmptyState
      fullPage
      title="没有正在编辑的日程"
      description="请从新建或编辑日程进入此页面"
      actionText="新建日程"
      onAction={() => void nav.redirect('creatShedul')}
    />
  )
}
