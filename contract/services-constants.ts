// Plain values of the service centre both sides use; no TypeBox (the client bundles this file).

/** The tags a service evaluation may carry. */
export const EVALUATION_TAGS = ['办理便捷', '响应及时', '界面清晰', '信息准确', '服务热情', '有待改进'] as const
