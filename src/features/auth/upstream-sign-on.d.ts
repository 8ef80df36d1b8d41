import type { LoginFlow } from './login-flow'
import type { UpstreamSignOn } from './types'

/**
 * Contract of `upstream-sign-on.h5.ts` (the browser leaves for the school's sign-on and comes back with a ticket) /
 * `upstream-sign-on.weapp.ts` (a hand-off, completed in the web-view, redeemed when the login page shows again).
 * `remembered` is the page the login should return to (login redirect state).
 */
export declare function startUpstreamSignOn(login: LoginFlow, upstream: UpstreamSignOn, remembered: string): Promise<void>
