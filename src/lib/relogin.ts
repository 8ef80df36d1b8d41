/**
 * What an expired or invalid token (HTTP 401 or envelope code 401) leads to. The app registers the
 * handler per platform (login page, SSO redirect); the client never knows pages or routes.
 */
export type ReloginHandler = () => void | Promise<unknown>

/** After the handler finishes, further 401s from the same burst are ignored this long. */
export const RELOGIN_QUIET_MS = 2000

let handler: ReloginHandler | undefined
let busy = false

export function setReloginHandler(next: ReloginHandler | undefined): void {
  handler = next
  busy = false
}

function release(): void {
  setTimeout(() => {
    busy = false
  }, RELOGIN_QUIET_MS)
}

/** Calls the handler unless a re-login is already under way; true when it called it. */
export function triggerRelogin(): boolean {
  if (!handler || busy) return false
  busy = true
  try {
    Promise.resolve(handler()).then(release, release)
  } catch {
    release()
  }
  return true
}
