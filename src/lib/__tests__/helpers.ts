/** Shared test helpers (not a test file: Jest only runs `*.test.ts`). */
type Globals = typeof globalThis & { PORTAL_ENV?: Record<string, string> }

export function setPortalEnv(values: Record<string, string> | undefined): void {
  const scope = globalThis as Globals
  if (values === undefined) delete scope.PORTAL_ENV
  else scope.PORTAL_ENV = values
}

/** A JWT-shaped token whose payload is encoded by Node, independently of the code under test. */
export function makeToken(payload: Record<string, unknown>): string {
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT' })).toString('base64url')
  return `${header}.${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}.signature`
}

export function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url')
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim()
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}
