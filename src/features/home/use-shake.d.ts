/** Contract of `use-shake.h5.ts` / `.weapp.ts`: calls `onShake` while the page shows and `enabled` is true. */
export declare function useShake(enabled: boolean, onShake: () => void): void
