import { BASES, type BaseName } from '@contract/bases'
import { personalPaths } from '@contract/paths/personal'
import { robotPaths } from '@contract/paths/robot'
import { searchPaths } from '@contract/paths/search'
import { aiPaths } from '@contract/paths/ai'
import { accountSecurityPaths } from '@contract/paths/account-security'

export interface AccountLimit {
  /** Requests one account may make in the window (signed-out callers are counted by address). */
  max: number
  windowSeconds: number
  /** What the caller is doing too often, as the refusal names it (… 过于频繁). */
  action: string
}

interface Path {
  method: string
  base: string
  path: string
}

const limit = (path: Path, max: number, windowSeconds: number, action: string): [string, AccountLimit] => [
  `${path.method} ${BASES[path.base as BaseName]}${path.path}`,
  { max, windowSeconds, action },
]

const MINUTE = 60
const HOUR = 3600
const DAY = 86_400

/**
 * Per-account limits on the calls a person could repeat to flood others or the service desk (feedback, 转人工
 * messages, the robot and the AI helper, search, verification codes to new numbers). Generous for search. They hold
 * across instances: counted in PostgreSQL.
 */
export const ACCOUNT_LIMITS = new Map<string, AccountLimit>([
  limit(personalPaths.submitFeedback, 10, HOUR, '意见反馈提交'),
  limit(robotPaths.leaveMessage, 5, HOUR, '留言'),
  limit(robotPaths.chat, 30, MINUTE, '提问'),
  limit(aiPaths.ask, 20, MINUTE, '提问'),
  limit(searchPaths.searchAll, 120, MINUTE, '搜索'),
  limit(searchPaths.searchType, 120, MINUTE, '搜索'),
  limit(accountSecurityPaths.sendBindCode, 10, DAY, '获取验证码'),
])

/** "请 3 分钟后再试" for a wait in milliseconds (minutes up to two hours, then hours). */
export function retryText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} 秒`
  if (seconds < 7200) return `${Math.ceil(seconds / 60)} 分钟`
  return `${Math.ceil(seconds / 3600)} 小时`
}

/**
 * The sliding-window estimate of requests in the last `window` ms: `current` (this fixed window's count, this request
 * included) plus `previous` (the window before) weighted by the part of it still inside the sliding window; and, for
 * a refusal, how long until one more request would fit (`ttl`, ms, at least a second).
 */
export function slidingCount(
  current: number,
  previous: number,
  elapsed: number,
  window: number,
  max: number,
): { current: number; ttl: number } {
  const estimate = current + Math.ceil((previous * (window - elapsed)) / window)
  const untilEdge = window - elapsed
  // Past this window's edge only this window's count weighs, fading as the next window goes by.
  let wait = untilEdge + window * Math.max(0, 1 - (max - 1) / Math.max(current, 1))
  // Before the edge, the previous window's weight may fall enough first.
  if (current + 1 <= max && previous > 0) {
    const inWindow = untilEdge - (window * (max - current - 1)) / previous
    if (inWindow < untilEdge) wait = Math.max(0, inWindow)
  }
  return { current: estimate, ttl: Math.max(1000, Math.ceil(wait)) }
}
