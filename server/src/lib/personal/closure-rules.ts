/**
 * What closing an account does with each record that names the person, one rule per table and column that
 * references `accounts` (a test fails when a new one has no rule). The privacy policy states these rules
 * (CLOSURE_POLICY_TEXT), so what the policy promises and what the code does cannot drift apart.
 *
 * - delete: the person's own records (settings, history, their calendars and events, to-dos, received messages,
 *   applications, uploads nobody else received, …);
 * - anonymise: kept for others, with the person's link removed;
 * - keep: others' records that need the person's row, which itself stays renamed 已注销用户 with phone, email,
 *   organisation and password cleared.
 */
export type ClosureRule = { rule: 'delete' } | { rule: 'anonymise' | 'keep'; why: string }

const del: ClosureRule = { rule: 'delete' }
const keep = (why: string): ClosureRule => ({ rule: 'keep', why })
const anonymise = (why: string): ClosureRule => ({ rule: 'anonymise', why })

/** In the order the deletions run (children before what they hang from where no cascade does it). */
export const CLOSURE_RULES: Record<string, ClosureRule> = {
  'account_avatars.account_id': del,
  'activity_days.account_id': del,
  'agreement_acceptances.account_id': del,
  'auth_log.account_id': del,
  'authorised_services.account_id': del,
  'blocked_senders.owner_id': del,
  'blocked_senders.blocked_id': del,
  'cms_favorites.account_id': del,
  'cms_history.account_id': del,
  'diversions.account_id': del,
  'directory_accounts.account_id': keep('目录同步据此识别已注销的账号，不再恢复它'),
  'display_settings.account_id': del,
  'division_announcement_reads.account_id': del,
  'division_roles.account_id': del,
  'ecard_transactions.account_id': del,
  'ecard_accounts.account_id': del,
  'feedback_entries.account_id': del,
  'flow_person_settings.account_id': del,
  'flow_applications.initiator_id': del,
  'kf_messages.account_id': del,
  'kf_sessions.account_id': del,
  'kf_left_messages.account_id': del,
  'kf_tokens.account_id': del,
  'kf_agents.account_id': del,
  'library_loans.account_id': del,
  'login_events.account_id': del,
  'mailbox_messages.account_id': del,
  'message_center_schedules.account_id': del,
  'message_center_calendars.account_id': del,
  'message_receive_settings.account_id': del,
  'message_records.recipient_id': del,
  'message_tag_group_apps.account_id': del,
  'message_tag_groups.account_id': del,
  'message_user_apps.account_id': del,
  'message_user_settings.account_id': del,
  'notify_settings.account_id': del,
  'person_spellings.account_id': del,
  'personal_todo_executors.account_id': del,
  'personal_todos.creator_id': del,
  'privacy_settings.account_id': del,
  'push_devices.account_id': del,
  'push_outbox.account_id': del,
  'quiet_deliveries.account_id': del,
  'research_records.account_id': del,
  'schedule_attendees.account_id': del,
  'schedule_reminder_deliveries.account_id': del,
  'schedule_calendars.owner_account_id': del,
  'schedule_settings.account_id': del,
  'schedule_subscriptions.account_id': del,
  'search_queries.account_id': del,
  'security_proofs.account_id': del,
  'security_questions.account_id': del,
  'service_authorisations.account_id': del,
  'service_favourites.account_id': del,
  'service_scans.account_id': del,
  'service_tickets.account_id': del,
  'sso_sessions.account_id': del,
  'study_progress.account_id': del,
  'study_visits.account_id': del,
  'user_group_members.account_id': del,
  'user_groups.owner_id': del,
  'uploaded_files.owner_id': del,
  'schedule_events.created_by': anonymise('日程由他人日历保留，创建人信息移除'),
  'system_visits.account_id': anonymise('访问统计只保留匿名次数'),
  'flow_actions.target_id': anonymise('审批记录保留，转办对象显示为已注销用户'),
  'kf_messages.agent_id': anonymise('客服会话由学生保留，坐席信息移除'),
  'kf_sessions.agent_id': anonymise('客服会话由学生保留，坐席信息移除'),
  'kf_sessions.closed_by': anonymise('客服会话由学生保留，结束会话的坐席信息移除'),
  'kf_left_messages.handled_by': anonymise('留言由学生保留，处理人信息移除'),
  'online_send_channel_deliveries.account_id': anonymise('发送方的送达统计只保留条数'),
  'online_sends.sender_id': keep('已发出的消息由接收人保留，发送人显示为已注销用户'),
  'online_send_recipients.account_id': keep('发送方的已读统计保留，接收人显示为已注销用户'),
  'flow_actions.actor_id': keep('他人申请的审批记录保留，审批人显示为已注销用户'),
  'flow_tasks.handler_id': keep('他人申请的审批环节保留，办理人显示为已注销用户'),
  'flow_circulations.from_id': keep('他人申请的传阅记录保留'),
  'flow_circulations.to_id': keep('他人申请的传阅记录保留'),
  'service_evaluations.account_id': keep('服务评价保留，评价人显示为已注销用户'),
  'service_evaluations.hidden_by': anonymise('被隐藏的评价保留隐藏原因，隐藏操作人信息移除'),
  'division_announcements.publisher_id': keep('单位公告由单位保留，发布人显示为已注销用户'),
  'study_courses.teacher_id': keep('课程由学校保留'),
  'study_materials.uploader_id': keep('课程资料由学校保留'),
  'account_closures.account_id': keep('用于拒绝已注销账号的登录'),
  'account_credentials.account_id': keep('令牌版本，使已签发的登录凭证全部失效'),
  'deletion_requests.account_id': keep('注销申请记录'),
  'federated_identities.account_id': del,
  'admin_role_grants.account_id': del,
  'account_suspensions.account_id': del,
  'account_suspensions.operator_id': anonymise('他人账号的停用记录保留，操作人信息移除'),
  'admin_audit_log.account_id': keep('运营后台的操作日志保留，操作人显示为已注销用户'),
  'agreement_versions.published_by': keep('已发布的用户协议与隐私政策版本由学校保留'),
  'form_definition_versions.created_by': keep('服务表单的版本由学校保留'),
  'form_definition_versions.published_by': keep('服务表单的已发布版本由学校保留'),
}

/**
 * Uploads other people received or the institution keeps stay with their holder: attached to a send, a course, or
 * a division announcement (whose attachments name their files in JSON).
 */
export const KEPT_UPLOADS_SQL = `id NOT IN (SELECT file_id FROM online_send_attachments)
  AND id NOT IN (SELECT file_id FROM study_materials WHERE file_id IS NOT NULL)
  AND id::text NOT IN (SELECT a->>'fileId' FROM division_announcements, jsonb_array_elements(attachments) a)`

/** The privacy policy's paragraph on closing an account, from the rules above. */
export const CLOSURE_POLICY_TEXT =
  '<p>账号注销后：您的个人设置、登录与搜索记录、收到的消息、日历与日程、日程邀请、个人待办、提交的申请及其审批记录、意见反馈、' +
  '上传且未发送给他人的文件等将被删除；您发送给他人的消息、对他人申请的审批记录、服务评价仍由对方或学校保留，' +
  '其中您的姓名显示为“已注销用户”，手机号、邮箱、所在单位与密码均被清除；访问统计仅保留匿名次数。</p>'
