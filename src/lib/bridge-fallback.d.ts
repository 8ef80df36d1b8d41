/** Contract of `bridge-fallback.h5.ts` / `bridge-fallback.weapp.ts`. */
import type { PlatformFallback } from './bridge-types'

export declare const platformFallback: PlatformFallback
