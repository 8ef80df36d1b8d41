import { eq } from 'drizzle-orm'
import type { ModuleSettings, SystemConfig } from '@contract/portal-config'
import { FEEDBACK_APP_CODE, FEEDBACK_REPLY_MESSAGE_TYPE } from '@contract/feedback-rules'
import type { Database } from '../client'
import {
  flowGlobalSettings,
  messageApps,
  messageTypes,
  onlineSendPolicies,
  onlineSendQuotas,
  portalSettings,
  tabConfigs,
  themes,
  type SendTypeCode,
} from '../schema/index'
import { DEFAULT_SEND_POLICIES, DEFAULT_SEND_QUOTAS, ONLINE_SEND_APP, ONLINE_SEND_TYPES } from '../../lib/online-send/send-types'
import { SECURITY_APP_CODE, SECURITY_NOTICE_TYPE } from '../../lib/security/security-notice'
import { GLOBAL_SETTING_DEFAULTS } from '../../lib/workflow/workflow-settings'
import { appIcon } from './app-icon'
import { DEFAULT_MODULE_SETTINGS, DEFAULT_SYSTEM_CONFIG, DEFAULT_THEME, DIFFERENT_NAMES, TAB_PAGES, asset } from './portal-config'

const SITE_ALL: SendTypeCode[] = ['site', 'sms', 'email', 'wechat']

/**
 * The message apps and types the server itself sends with (task centre, schedule centre, online send, account
 * security, feedback replies): without them a send fails, so every portal has them, demo or not.
 */
export const SYSTEM_MESSAGE_CATALOGUE: Array<{
  app: { code: string; name: string; icon?: string; tag: string; isThird?: boolean; sort: number }
  types: Array<{ code: string; name: string; sendTypes: SendTypeCode[] }>
}> = [
  {
    app: { code: 'flow', name: '办事大厅', icon: appIcon('办', '#ED663F'), tag: '办公', sort: 5 },
    types: [
      { code: 'flow_todo', name: '待办提醒', sendTypes: SITE_ALL },
      { code: 'flow_result', name: '审批结果', sendTypes: SITE_ALL },
      { code: 'flow_circulate', name: '传阅通知', sendTypes: ['site', 'email'] },
      { code: 'flow_overdue', name: '逾期提醒', sendTypes: SITE_ALL },
    ],
  },
  {
    app: { code: 'schedule', name: '日程中心', tag: '办公', sort: 9 },
    types: [
      { code: 'schedule_reminder', name: '日程提醒', sendTypes: ['site'] },
      { code: 'schedule_invite', name: '日程邀请', sendTypes: ['site'] },
    ],
  },
  {
    app: { ...ONLINE_SEND_APP, icon: appIcon('发', '#ED663F'), sort: 9 },
    types: ONLINE_SEND_TYPES,
  },
  {
    app: { code: SECURITY_APP_CODE, name: '账号安全', icon: appIcon('安', '#2F80ED'), tag: '其他', sort: 90 },
    types: [{ code: SECURITY_NOTICE_TYPE, name: '安全提醒', sendTypes: ['site'] }],
  },
  {
    app: { code: FEEDBACK_APP_CODE, name: '意见反馈', icon: appIcon('反', '#ED663F'), tag: '其他', sort: 91 },
    types: [{ code: FEEDBACK_REPLY_MESSAGE_TYPE, name: '反馈回复', sendTypes: ['site'] }],
  },
]

/**
 * What every portal needs to run, with or without the demo: the settings the start-up calls read, the spec's tab
 * bar and its theme, the message types the server sends with, the task centre's global rules and online send's
 * policies and quotas. Rows already there are left as they are (the demo's, or an operator's edits); idempotent.
 */
export async function seedSystemData(
  db: Database,
  settings: { system: SystemConfig; module: ModuleSettings } = { system: DEFAULT_SYSTEM_CONFIG, module: DEFAULT_MODULE_SETTINGS },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(portalSettings)
      .values([
        { name: 'system', value: settings.system },
        { name: 'module', value: settings.module },
      ])
      .onConflictDoNothing({ target: portalSettings.name })

    await tx.insert(themes).values(DEFAULT_THEME).onConflictDoNothing({ target: themes.name })
    const [theme] = await tx.select({ id: themes.id }).from(themes).where(eq(themes.name, DEFAULT_THEME.name))
    await tx
      .insert(tabConfigs)
      .values(
        TAB_PAGES.map((tab, index) => ({
          tabName: tab.name,
          url: tab.url,
          showTab: true,
          normalSelectPic: asset(`tab-${tab.key}-active`),
          normalUnselectPic: asset(`tab-${tab.key}`),
          otherSelectPic: asset(`tab-${tab.key}-active`),
          otherUnselectPic: asset(`tab-${tab.key}`),
          showDifferentName: (DIFFERENT_NAMES[tab.key]?.length ?? 0) > 0,
          themeId: theme?.id ?? null,
          sort: index + 1,
          differentNames: DIFFERENT_NAMES[tab.key] ?? [],
        })),
      )
      .onConflictDoNothing({ target: tabConfigs.url })

    for (const { app, types } of SYSTEM_MESSAGE_CATALOGUE) {
      await tx
        .insert(messageApps)
        .values({ isThird: false, ...app })
        .onConflictDoNothing({ target: messageApps.code })
      const [row] = await tx.select({ id: messageApps.id }).from(messageApps).where(eq(messageApps.code, app.code))
      await tx
        .insert(messageTypes)
        .values(types.map((type) => ({ code: type.code, name: type.name, appId: row!.id, identities: [], sendTypes: type.sendTypes })))
        .onConflictDoNothing({ target: messageTypes.code })
    }

    await tx.insert(flowGlobalSettings).values(GLOBAL_SETTING_DEFAULTS).onConflictDoNothing({ target: flowGlobalSettings.type })
    await tx.insert(onlineSendPolicies).values(DEFAULT_SEND_POLICIES).onConflictDoNothing()
    await tx.insert(onlineSendQuotas).values(DEFAULT_SEND_QUOTAS).onConflictDoNothing()
  })
}
