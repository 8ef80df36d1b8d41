import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'
import { SCRIPTS_AFTER_PAINT_SOURCE } from '../../lib/portal/first-paint'
import { allowedServiceHosts } from '../../lib/portal/portal-settings'

const SERVICE_HOSTS_TTL_MS = 30_000

/** A CSP host source: loopback names without a port match any port, as they do for CAS services. */
const hostSource = (host: string): string => (/:\d+$/.test(host) || host.startsWith('[') ? host : `${host}:*`)

/**
 * Security headers on every answer (@fastify/helmet): scripts from this origin only (and the home first paint's
 * script loader, by its hash); images and media from this origin and IMAGE_HOSTS; web views (iframes) and their
 * reachability probe only to this origin and the `casArry` service hosts; framing only by this origin and
 * FRAME_ANCESTORS. Styles allow 'unsafe-inline' because Taro's H5 runtime and NutUI write <style> elements and
 * style attributes at run time.
 * The CAS pages send their own, stricter policy (nonce scripts, no framing).
 */
export default fp(
  async (fastify) => {
    const { frameAncestors, imageHosts, publicOrigin } = fastify.config
    for (const origin of frameAncestors) {
      if (!/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin))
        throw new Error(`FRAME_ANCESTORS: "${origin}" is not an origin like https://host[:port]`)
    }
    // casArry lives in the database and may change: re-read it at most every 30 s, before helmet writes the header.
    let serviceSources: string[] = []
    let readAt = 0
    fastify.addHook('onRequest', async () => {
      if (Date.now() - readAt < SERVICE_HOSTS_TTL_MS) return
      readAt = Date.now()
      try {
        serviceSources = (await allowedServiceHosts(fastify.db, publicOrigin)).map(hostSource)
      } catch (error) {
        fastify.log.warn({ err: error }, 'could not read the allowed service hosts for the CSP')
      }
    })
    const images = imageHosts.map(hostSource)
    await fastify.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // and the one inline script of the home's first paint, by its hash
          scriptSrc: ["'self'", SCRIPTS_AFTER_PAINT_SOURCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...images],
          mediaSrc: ["'self'", 'blob:', ...images],
          fontSrc: ["'self'", 'data:'],
          // blob: lets Taro's H5 uploadFile read the picked file (chooseImage gives a blob: URL) before it posts it.
          connectSrc: ["'self'", 'blob:', () => serviceSources.join(' ')],
          frameSrc: ["'self'", () => serviceSources.join(' ')],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'", ...frameAncestors],
        },
      },
      // frame-ancestors is the rule; X-Frame-Options only for old browsers, and only when no other host may frame us.
      frameguard: frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
      referrerPolicy: { policy: 'no-referrer' },
      // Images and the H5 files are also loaded by the mini-program and embedding hosts.
      crossOriginResourcePolicy: false,
      crossOriginEmbedderPolicy: false,
      // Only meaningful over HTTPS; harmless on the loopback default.
      strictTransportSecurity: fastify.config.production,
    })
  },
  { name: 'security-headers', dependencies: ['database'] },
)
