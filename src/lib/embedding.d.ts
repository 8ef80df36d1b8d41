/** Contract of `embedding.h5.ts` / `embedding.weapp.ts`. */
export interface EmbeddingProbe {
  wxjsEnvironment?: unknown
  userAgent?: string
}
/** True when this H5 build runs inside a WeChat mini-program's <web-view> (spec §2, last line). */
export declare function isInMiniProgramWebView(probe?: EmbeddingProbe): boolean
/** True when this H5 build runs in WeChat's own browser (JS-SDK sharing applies). */
export declare function isInWeChatBrowser(userAgent?: string): boolean
