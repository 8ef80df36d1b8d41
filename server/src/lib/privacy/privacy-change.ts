import type { ContactVisibility } from '../../db/schema/index'
import type { PrivacySettings } from './privacy-settings'

const AUDIENCE: Record<ContactVisibility, string> = { everyone: '所有人', org: '仅本单位', nobody: '仅自己' }
const onOff = (value: boolean) => (value ? '开启' : '关闭')

/** The 账号安全 record's detail for a privacy save, e.g. "手机号可见：仅本单位；个性化推荐：关闭". */
export function describePrivacyChange(change: Partial<PrivacySettings>): string {
  const parts: string[] = []
  if (change.mobileVisibility) parts.push(`手机号可见：${AUDIENCE[change.mobileVisibility]}`)
  if (change.emailVisibility) parts.push(`邮箱可见：${AUDIENCE[change.emailVisibility]}`)
  if (change.orgVisibility) parts.push(`单位可见：${AUDIENCE[change.orgVisibility]}`)
  if (change.findableByMobile !== undefined) parts.push(`通过手机号找到我：${onOff(change.findableByMobile)}`)
  if (change.recommendations !== undefined) parts.push(`个性化推荐：${onOff(change.recommendations)}`)
  return parts.join('；')
}
