export interface EmbeddingProbe {
  wxjsEnvironment?: unknown
  userAgent?: string
}

function currentProbe(): EmbeddingProbe {
  if (typeof window === 'undefined') return {}
  return {
    wxjsEnvironment: (window as unknown as { __wxjs_environment?: unknown }).__wxjs_environment,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  }
}

/**
 * WeChat sets `window.__wxjs_environment = 'miniprogram'` inside a mini-program <web-view> (once its
 * JS bridge is ready); the user agent says `miniProgram` from the first paint, so both are checked.
 */
export function isInMiniProgramWebView(probe: EmbeddingProbe = currentProbe()): boolean {
  if (probe.wxjsEnvironment === 'miniprogram') return true
  return /miniprogram/i.test(probe.userAgent ?? '') && /micromessenger/i.test(probe.userAgent ?? '')
}

export function isInWeChatBrowser(userAgent: string = currentProbe().userAgent ?? ''): boolean {
  return /micromessenger/i.test(userAgent)
}
