// Names the statistics (统计) show for its dimension keys. Plain values: the console bundles this file.

/** Terminals a portal call names in X-Terminal-Info. */
export const STATS_TERMINAL_NAMES: Record<string, string> = { h5: 'H5', wechat: '小程序', app: 'App' }

/** Identities (spec §6). */
export const STATS_IDENTITY_NAMES: Record<string, string> = { student: '学生', teacher: '教职工', guest: '访客', admin: '管理员' }

/** Channels messages go out on. */
export const STATS_CHANNEL_NAMES: Record<string, string> = { site: '站内消息', sms: '短信', email: '邮件', push: 'App 推送' }

/** The longest range one dashboard call covers, and one recount (counted within the request: a week takes seconds on a campus). */
export const STATS_MAX_DAYS = 366
export const STATS_MAX_RECOUNT_DAYS = 7
