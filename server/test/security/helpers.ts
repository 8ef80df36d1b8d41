import type { TestApp } from '../helpers/test-app'

/** Calls a signed-in security or privacy endpoint with a JSON body. */
export function securityClient(t: TestApp, token: string, remoteAddress = '127.0.0.1') {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url: `/portal-api/v1${url}`, headers: { 'x-id-token': token }, remoteAddress }),
    post: (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/portal-api/v1${url}`, headers: { 'x-id-token': token }, payload, remoteAddress }),
  }
}

/** The last code the SMS outbox holds for `mobile`. */
export const lastSmsCode = (t: TestApp, mobile: string): string =>
  t
    .outbox()
    .filter((message) => message.mobile === mobile)
    .at(-1)?.code as string

/** A proof by the current password. */
export async function passwordProof(t: TestApp, token: string, password: string): Promise<string> {
  const response = await securityClient(t, token).post('/security/proof/password', { password })
  if (response.statusCode !== 200) throw new Error(`proof failed: ${response.body}`)
  return response.json().data.proof as string
}

export const NEW_PASSWORD = 'Lantern#Moss42'
