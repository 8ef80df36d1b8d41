/** An unsigned token with the given claims, as the client reads them (it never verifies signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64(claims)}.signature`
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600
