// The nickname (昵称) rule both sides apply; no TypeBox here: the client bundles this file.

/** Longest nickname, in characters (an emoji counts as one). */
export const NICKNAME_MAX = 20

/** WeChat's placeholder for a person who shared no name; never taken as a nickname. */
export const WECHAT_PLACEHOLDER_NICKNAME = '微信用户'

// C0 and C1 controls, and the zero-width / bidirectional format characters that hide or reorder text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/

/** The nickname as stored (trimmed) or the reason it is refused, in Chinese. */
export function checkNickname(input: string): { ok: true; nickname: string } | { ok: false; reason: string } {
  const nickname = input.trim()
  if (!nickname) return { ok: false, reason: '请输入昵称' }
  if (CONTROL.test(nickname)) return { ok: false, reason: '昵称不能包含控制字符或不可见字符' }
  if (Array.from(nickname).length > NICKNAME_MAX) return { ok: false, reason: `昵称最多 ${NICKNAME_MAX} 个字` }
  return { ok: true, nickname }
}
