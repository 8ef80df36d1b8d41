/** Contract of `reachability.h5.ts` / `.weapp.ts`: false when the address cannot be reached at all. */
export declare function isReachable(url: string, timeoutMs?: number): Promise<boolean>
