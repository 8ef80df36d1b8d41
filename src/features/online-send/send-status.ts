import type { SentSummary } from '@contract/online-send'

export const STATUS_NAMES: Record<SentSummary['status'], string> = {
  scheduled: '待发送',
  sending: '发送中',
  done: '已发送',
  recalled: '已撤回',
}
