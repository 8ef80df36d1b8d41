// The two texts a person consents to, each published in versions. No TypeBox here: the console and the client bundle it.
export const AGREEMENT_KINDS = ['protocol', 'privacy'] as const
export type AgreementKind = (typeof AGREEMENT_KINDS)[number]

export const AGREEMENT_LABELS: Record<AgreementKind, string> = { protocol: '用户协议', privacy: '隐私政策' }

export const AGREEMENT_VERSION_MAX = 20
export const AGREEMENT_TITLE_MAX = 60
export const AGREEMENT_CONTENT_MAX = 20000

/** Why a new version label cannot be published, in Chinese, or undefined (the console's form and the server share it). */
export function versionLabelProblem(label: string, current: string | undefined): string | undefined {
  const trimmed = label.trim()
  if (!trimmed) return '请填写版本号'
  if (trimmed.length > AGREEMENT_VERSION_MAX) return `版本号不超过 ${AGREEMENT_VERSION_MAX} 个字符`
  if (current !== undefined && trimmed === current) return '版本号须与当前版本不同'
  return undefined
}

/** The audit log's object names of a publish (the console's 操作日志 labels them). */
export const AGREEMENT_AUDIT_ENTITY: Record<AgreementKind, string> = { protocol: 'user-agreement', privacy: 'privacy-policy' }
