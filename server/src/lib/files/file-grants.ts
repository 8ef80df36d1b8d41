import { filePaths } from '@contract/paths/files'

/** How long a download grant stays valid. */
export const GRANT_HOURS = 6

/** Signs and checks grants (the server's cookie signer: one secret shared by every instance). */
export interface GrantSigner {
  signCookie: (value: string) => string
  unsignCookie: (value: string) => { valid: boolean; value: string | null }
}

/**
 * A grant to download one file until `now` + GRANT_HOURS. Files that not everyone may fetch by id (a message's or an
 * announcement's attachments) are served only with one; it is handed only to those who may see what holds the file.
 */
export function grantFor(signer: GrantSigner, fileId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + GRANT_HOURS * 3600
  return signer.signCookie(`${fileId}.${expires}`)
}

export function grantAllows(signer: GrantSigner, grant: string | undefined, fileId: string, now: Date): boolean {
  if (!grant) return false
  const { valid, value } = signer.unsignCookie(grant)
  if (!valid || !value) return false
  const [id, expires] = value.split('.')
  return id === fileId && Number(expires) * 1000 > now.getTime()
}

/** The download address of a file with its grant, under `portalBase` (a path prefix or an absolute origin + prefix). */
export function grantedFileUrl(portalBase: string, fileId: string, grant: string): string {
  return `${portalBase}${filePaths.download.path}/${fileId}?grant=${encodeURIComponent(grant)}`
}
