export interface EmbeddingProbe {
  wxjsEnvironment?: unknown
  userAgent?: string
}

/** The mini-program build is the mini-program itself, never a page inside its web view. */
export function isInMiniProgramWebView(_probe?: EmbeddingProbe): boolean {
  return false
}

export function isInWeChatBrowser(_userAgent?: string): boolean {
  return false
}
