/** 13800000001 → 138****0001 */
export const maskMobile = (mobile: string | null): string => (mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '')

/** liming2026001@stu.sfdx.edu.cn → li***@stu.sfdx.edu.cn */
export function maskEmail(email: string | null): string {
  if (!email) return ''
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***@${domain}`
}
