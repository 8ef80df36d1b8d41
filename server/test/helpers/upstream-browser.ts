import type { FastifyInstance } from 'fastify'

export interface Page {
  status: number
  url: string
  body: string
  location?: string
}

/**
 * A headless "browser" for sign-ins that cross hosts: requests to `portalOrigin` go to the app under test (inject),
 * every other address over real HTTP (the OpenID provider, the school's CAS). Cookies are kept per host; redirects
 * are followed when asked.
 */
export class UpstreamBrowser {
  private readonly jars = new Map<string, Map<string, string>>()
  /** Every address visited, in order (the test reads where the browser went). */
  readonly visited: string[] = []

  constructor(
    private readonly app: FastifyInstance,
    readonly portalOrigin: string,
  ) {}

  private jar(url: URL): Map<string, string> {
    let jar = this.jars.get(url.host)
    if (!jar) this.jars.set(url.host, (jar = new Map()))
    return jar
  }

  private keep(url: URL, setCookies: string[]): void {
    const jar = this.jar(url)
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '') < new Date()),
      )
      if (value === '' || expired) jar.delete(name)
      else jar.set(name, value)
    }
  }

  cookies(origin: string): Map<string, string> {
    return this.jar(new URL(origin))
  }

  async request(method: 'GET' | 'POST', address: string, form?: Record<string, string>): Promise<Page> {
    const url = new URL(address, this.portalOrigin)
    this.visited.push(url.href)
    const cookie = [...this.jar(url)].map(([name, value]) => `${name}=${value}`).join('; ')
    const headers: Record<string, string> = cookie ? { cookie } : {}
    const payload = form ? new URLSearchParams(form).toString() : undefined
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    if (url.origin === this.portalOrigin) {
      const response = await this.app.inject({ method, url: url.pathname + url.search, headers, payload, remoteAddress: '127.0.0.1' })
      const set = response.headers['set-cookie']
      this.keep(url, set === undefined ? [] : Array.isArray(set) ? set : [set])
      const location = response.headers.location as string | undefined
      return { status: response.statusCode, url: url.href, body: response.body, location: location && new URL(location, url).href }
    }
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' })
    this.keep(url, response.headers.getSetCookie())
    const location = response.headers.get('location') ?? undefined
    return { status: response.status, url: url.href, body: await response.text(), location: location && new URL(location, url).href }
  }

  /** Follows redirects from `address` until a page answers, or until the next address starts with `stopAt`. */
  async open(address: string, stopAt?: string, method: 'GET' | 'POST' = 'GET', form?: Record<string, string>): Promise<Page> {
    let page = await this.request(method, address, form)
    for (let hops = 0; page.location && page.status >= 300 && page.status < 400; hops++) {
      if (hops > 20) throw new Error(`too many redirects from ${address}`)
      if (stopAt && page.location.startsWith(stopAt)) return page
      page = await this.request('GET', page.location)
    }
    return page
  }

  /** Submits the page's (first) form with its hidden fields plus `fields`, following redirects. */
  async submit(page: Page, fields: Record<string, string>, stopAt?: string): Promise<Page> {
    const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.body)
    if (!form) throw new Error(`no form on ${page.url}:\n${page.body.slice(0, 500)}`)
    const values: Record<string, string> = {}
    for (const input of (form[2] ?? '').matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]*)"/.exec(input[0])?.[1]
      if (name) values[name] = /value="([^"]*)"/.exec(input[0])?.[1]?.replace(/&amp;/g, '&') ?? ''
    }
    const action = new URL((form[1] ?? '').replace(/&amp;/g, '&'), page.url).href
    return await this.open(action, stopAt, 'POST', { ...values, ...fields })
  }
}
