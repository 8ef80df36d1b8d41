import type { ChosenRecipient } from '@contract/online-send'
import { isEmail, isMobile } from '@/lib/validators'
import { externalEntry } from './chosen-list'

export type ExternalKind = 'phone' | 'email'

/** The reason an external contact is refused, or null (spec §5 mobile and email validators; no duplicates). */
export function externalContactProblem(kind: ExternalKind, value: string, has: (entry: ChosenRecipient) => boolean): string | null {
  if (!value) return kind === 'phone' ? '请输入手机号' : '请输入邮箱'
  if (kind === 'phone' && !isMobile(value)) return '手机号格式不正确：请输入以 1 开头、第二位为 2-9 的 11 位手机号'
  if (kind === 'email' && !isEmail(value)) return '邮箱格式不正确，请检查后重新输入'
  if (has(externalEntry(kind, value))) return '该联系人已添加'
  return null
}
