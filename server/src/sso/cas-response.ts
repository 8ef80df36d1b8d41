import type { AccountRow } from '../lib/auth/account-login'
import type { TicketCheck } from './tickets'

export const escapeXml = (value: string): string =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] as string)

const attributesOf = (account: AccountRow) => ({
  userName: [account.displayName],
  identityTypeCode: [account.identityTypeCode],
  accountId: [account.id],
})

type Failure = Extract<TicketCheck, { ok: false }>

/** CAS 3.0 serviceValidate answer, XML or JSON; attributes only on the p3 endpoint. */
export function casResponse(result: { account: AccountRow } | Failure, format: 'XML' | 'JSON', withAttributes: boolean): string {
  if ('account' in result) {
    const { account } = result
    if (format === 'JSON') {
      return JSON.stringify({
        serviceResponse: {
          authenticationSuccess: { user: account.username, ...(withAttributes ? { attributes: attributesOf(account) } : {}) },
        },
      })
    }
    const attributes = withAttributes
      ? `\n    <cas:attributes>\n${Object.entries(attributesOf(account))
          .map(([name, [value]]) => `      <cas:${name}>${escapeXml(value ?? '')}</cas:${name}>`)
          .join('\n')}\n    </cas:attributes>`
      : ''
    return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(account.username)}</cas:user>${attributes}
  </cas:authenticationSuccess>
</cas:serviceResponse>\n`
  }
  if (format === 'JSON') {
    return JSON.stringify({ serviceResponse: { authenticationFailure: { code: result.code, description: result.description } } })
  }
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${result.code}">${escapeXml(result.description)}</cas:authenticationFailure>
</cas:serviceResponse>\n`
}
