/** Taro's Text props do not list ARIA attributes; spread this onto an error message so it is announced. */
export const ALERT_ROLE: Record<string, string> = { role: 'alert' }
