import { PORTAL_TOKEN_COOKIE } from '@contract/constants'
import { tokenExpiresAtMs } from './token-payload'

/** Spec §1: the browser keeps the id token in the cookie `userToken`. */
export const TOKEN_NAME = PORTAL_TOKEN_COOKIE

export function readToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== TOKEN_NAME) continue
    const raw = rest.join('=')
    try {
      return decodeURIComponent(raw) || null
    } catch {
      return raw || null
    }
  }
  return null
}

/** Saves the token as a site-wide cookie that expires with the token (session cookie without exp). */
export function saveToken(token: string): void {
  if (!token) {
    clearToken()
    return
  }
  const expiresAt = tokenExpiresAtMs(token)
  const attributes = ['path=/', 'SameSite=Lax']
  if (expiresAt !== undefined) attributes.push(`expires=${new Date(expiresAt).toUTCString()}`)
  if (typeof window !== 'undefined' && window.location.protocol === 'https:') attributes.push('Secure')
  document.cookie = `${TOKEN_NAME}=${encodeURIComponent(token)}; ${attributes.join('; ')}`
}

export function clearToken(): void {
  document.cookie = `${TOKEN_NAME}=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT`
}
