/** See nickname-input-type.d.ts. */
export const NICKNAME_INPUT_TYPE = 'nickname' as const
