import { handledRow } from '@/features/tasks/handled-row'
import type { TaskListItem } from '@/features/tasks/types'

const item = {
  id: 9,
  taskId: 31,
  status: 'progress',
  statusName: '审批中',
  currentStepName: '辅导员审批',
  handleAction: null,
} as unknown as TaskListItem
const result = (status: TaskListItem['status'] | null) => ({ taskId: 31, ok: true, code: 0, message: 'ok', applicationId: 9, status })

describe('handledRow (batch results)', () => {
  it('shows what the user did while the application is still in approval, not the stale 审批中', () => {
    const row = handledRow(item, result('progress'), 'approve')
    expect([row.statusName, row.currentStepName, row.handleAction]).toEqual(['已同意', '', 'approve'])
    expect(handledRow(item, result(null), 'reject').statusName).toBe('已驳回')
  })

  it('shows the application’s final status when the run ended it', () => {
    expect(handledRow(item, result('finish'), 'approve')).toMatchObject({ status: 'finish', statusName: '已通过' })
    expect(handledRow(item, result('break'), 'reject')).toMatchObject({ status: 'break', statusName: '已驳回' })
  })
})
