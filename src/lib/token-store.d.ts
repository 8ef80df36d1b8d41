/** Contract of `token-store.h5.ts` (cookie) / `token-store.weapp.ts` (storage). */
export declare const TOKEN_NAME: 'userToken'
export declare function readToken(): string | null
/** An empty token clears the stored one. */
export declare function saveToken(token: string): void
export declare function clearToken(): void
