import { Text } from '@tarojs/components'
import type { ApplicationStatus } from '@/features/tasks/types'
import './status-tag.scss'

/** The application's status as a coloured tag, in the server's words (审批中 / 已通过 / …). */
export function StatusTag({ status, name }: { status: ApplicationStatus; name: string }) {
  return <Text className={`task-status task-status--${status}`}>{name}</Text>
}
