import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { deliverMessage } from '../message-center/message-records'
import { overdueHours } from './workflow-common'

// Serialises reminder runs across instances sharing one database.
const REMINDER_LOCK = 7_242_031

interface Candidate extends Record<string, unknown> {
  task_id: number
  application_id: number
  handler_id: string
  step_name: string
  created_at: Date
  title: string
  serial_no: string
  remind: boolean
  before_hours: number
  step_hours: number | null
}

const shanghai = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/**
 * Overdue reminders: a handler whose personal setting has `remind` on gets one 逾期提醒 message per pending
 * work item, `remindBeforeHours` before the item becomes overdue (global overdue.overdueHours after it was
 * created, or the step's own overdueHours). Delivered in-app (站内信); other channels are recorded in the setting but not sent by this server.
 * Returns how many reminders were delivered.
 */
export async function remindOverdue(db: Database, now = new Date()): Promise<number> {
  const hours = await overdueHours(db)
  return await db.transaction(async (tx) => {
    const locked = await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${REMINDER_LOCK}) AS ok`)
    if (!locked.rows[0]?.ok) return 0
    const result = await tx.execute<Candidate>(sql`
      SELECT t.id AS task_id, t.application_id, t.handler_id, t.step_name, t.created_at, a.title, a.serial_no,
             coalesce((s.overdue->>'remind')::boolean, true) AS remind,
             coalesce((s.overdue->>'remindBeforeHours')::int, 24) AS before_hours,
             (a.route -> t.step_index ->> 'overdueHours')::int AS step_hours
        FROM flow_tasks t
        JOIN flow_applications a ON a.id = t.application_id
        LEFT JOIN flow_person_settings s ON s.account_id = t.handler_id
       WHERE t.status = 'pending' AND a.status = 'progress'
         AND NOT EXISTS (SELECT 1 FROM message_records m
                          WHERE m.recipient_id = t.handler_id AND m.flow_application_id = t.application_id
                            AND m.type_code = 'flow_overdue' AND m.created_at >= t.created_at)`)
    let sent = 0
    for (const row of result.rows) {
      // A step's own hours apply even when the global rule is switched off.
      const stepHours = row.step_hours ?? hours
      if (!row.remind || !Number.isFinite(stepHours)) continue
      const deadline = new Date(new Date(row.created_at).getTime() + stepHours * 3_600_000)
      if (now.getTime() < deadline.getTime() - Number(row.before_hours) * 3_600_000) continue
      const overdue = deadline.getTime() <= now.getTime()
      const id = await deliverMessage(tx, {
        recipientId: row.handler_id,
        typeCode: 'flow_overdue',
        title: overdue ? `待办已逾期：${row.title}` : `待办即将逾期：${row.title}`,
        content: `${row.title}（${row.serial_no}）等待您${row.step_name}，办理期限 ${shanghai.format(deadline).replace(/\//g, '-')}${overdue ? '，已逾期' : ''}。`,
        senderName: '办事大厅',
        flowApplicationId: row.application_id,
        createdAt: now,
      })
      if (id !== null) sent++
    }
    return sent
  })
}
