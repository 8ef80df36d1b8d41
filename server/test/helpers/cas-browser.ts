import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** A tiny cookie-keeping client for the CAS pages (what a browser would do with Set-Cookie). */
export class CasBrowser {
  private cookies = new Map<string, string>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (
        cookie.value === '' ||
        (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      ) {
        this.cookies.delete(cookie.name)
      } else {
        this.cookies.set(cookie.name, cookie.value)
      }
    }
    return response
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader() }, remoteAddress: this.remoteAddress }),
    )
  }

  async post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { cookie: this.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: this.remoteAddress,
      }),
    )
  }

  /** Opens the login page and returns the hidden form token it carries. */
  async openLogin(service?: string): Promise<string> {
    const page = await this.get(`/cas/login${service ? `?service=${encodeURIComponent(service)}` : ''}`)
    const token = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1]
    if (page.statusCode !== 200 || !token) throw new Error(`login page not shown: ${page.statusCode}`)
    return token
  }
}

export function ticketOf(location: string | undefined): string {
  const ticket = new URL(location ?? 'http://x/').searchParams.get('ticket')
  if (!ticket) throw new Error(`no ticket in ${location}`)
  return ticket
}
