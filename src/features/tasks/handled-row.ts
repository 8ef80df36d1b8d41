import type { BatchHandleOutcome, TaskListItem } from './types'

type BatchResult = BatchHandleOutcome['results'][number]

const FINAL_NAMES: Partial<Record<TaskListItem['status'], string>> = { finish: '已通过', break: '已驳回', hang: '已退回' }
const ACTION_DONE: Record<'approve' | 'reject', string> = { approve: '已同意', reject: '已驳回' }

/**
 * A to-do row after a successful batch run. The list row still carries the status it was loaded with
 * (审批中); beside ✓ 办理成功 that reads as stale, so the row shows the application's new status when
 * it ended, otherwise what the user just did (已同意 / 已驳回), and drops the old current step.
 */
export function handledRow(item: TaskListItem, result: BatchResult, action: 'approve' | 'reject'): TaskListItem {
  const status = result.status ?? item.status
  return {
    ...item,
    status,
    statusName: FINAL_NAMES[status] ?? ACTION_DONE[action],
    currentStepName: '',
    handleAction: action,
  }
}
