import path from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_PREFIXES, BASES } from '@contract/bases'
import { cmsPaths } from '@contract/paths/cms'
import { portalConfigPaths } from '@contract/paths/portal-config'
import { homeAggregate } from '../../lib/cms/home-aggregate'
import {
  fileReader,
  firstLoadLinks,
  firstSlidePreload,
  firstPagesOf,
  manifestReader,
  styleTextReader,
  withHeadLinks,
  withHeadStart,
  withInlineStylesheets,
  type FirstLoadManifest,
  type StyleText,
} from '../../lib/portal/first-load-hints'
import { firstPaintHtml, withBodyStart, withScriptsAfterFirstPaint } from '../../lib/portal/first-paint'
import { publicOrigin } from '../../lib/portal/portal-settings'
import { currentTheme, moduleSettings, systemConfig } from '../../lib/portal/startup-config'
import { themeBackgroundFor } from '@contract/theme-rules'
import { ID_TOKEN_COOKIE } from './authentication'

const MISSING_BUILD_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>校园门户</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#F6F6F6;color:#3A3C40}
main{max-width:420px;margin:15vh auto;padding:24px;background:#fff;border-radius:12px}
h1{font-size:20px;color:#ED663F}code{background:#F6F6F6;padding:2px 6px;border-radius:4px}</style></head>
<body><main><h1>H5 页面尚未构建</h1><p>服务器正在运行，但没有找到 <code>dist-h5/index.html</code>。</p>
<p>请在项目根目录运行 <code>npm run build:h5</code>（或直接运行 <code>npm start</code>），构建完成后刷新本页。</p>
<p>接口文档：<a href="/docs">/docs</a></p></main></body></html>`

// Build output named with a content hash (`app.1a2b3c4d.js`, and its `.br` / `.gz` twins) never changes.
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/i

const isApiPath = (url: string): boolean =>
  API_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix + '/') || url.startsWith(prefix + '?'))

/**
 * What index.html gets for one visit: preload tags and the page's styles in the head, the home's first paint at
 * the start of the body. With any of them the app's own style sheets are written in too.
 */
interface FirstLoadAdditions {
  /** First in the head: the first slide's preload. */
  firstLinks: string
  links: string
  firstPaint: string
}

const NOTHING: FirstLoadAdditions = { firstLinks: '', links: '', firstPaint: '' }

/**
 * Preload tags (lib/portal/first-load-hints.ts) and the home's first paint (lib/portal/first-paint.ts) when a
 * signed-in visitor opens the home tab. Signed out, the page leaves for the sign-on at once, so nothing is added;
 * in mourning mode the home is drawn grey, so neither the slide nor the first paint is announced. Anything that
 * cannot be worked out is left out, never the page.
 */
async function firstLoadAdditions(
  fastify: FastifyInstance,
  request: FastifyRequest,
  manifest: FirstLoadManifest | undefined,
  styleText: StyleText,
): Promise<FirstLoadAdditions> {
  const pages = firstPagesOf(request.url.split('?', 1)[0] ?? '/')
  const token = request.cookies?.[ID_TOKEN_COOKIE]
  if (!manifest || pages.length === 0 || !token) return NOTHING
  try {
    const user = await fastify.idTokens.verify(token)
    const origin = publicOrigin(request, fastify.config.publicOrigin)
    const now = fastify.clock.now()
    const [home, system, modules, theme] = await Promise.all([
      homeAggregate(fastify, origin, user.identityTypeCode),
      systemConfig(fastify.db, origin),
      moduleSettings(fastify.db),
      currentTheme(fastify.db, origin, now),
    ])
    const mourning = system.enableMourningMode === true
    const slideImage = mourning ? undefined : home.slideshow[0]?.image
    const links = firstLoadLinks(
      manifest,
      pages,
      {
        homeCalls: [
          BASES.cms + cmsPaths.home.path,
          BASES[portalConfigPaths.startup.base] + portalConfigPaths.startup.path,
          BASES[cmsPaths.findForceRecommService.base] + cmsPaths.findForceRecommService.path,
        ],
        popupImage: mourning ? undefined : home.popups[0]?.image || undefined,
      },
      styleText,
    )
    const box = home.floatingBox
    const firstPaint = mourning
      ? ''
      : firstPaintHtml({
          schoolName: system.schoolName,
          logo: system.appTopLog || undefined,
          themeBackground: themeBackgroundFor(theme, 0, now),
          search: modules.isOpenGlobalSearch === true,
          floatingIcon: box?.iconUrl && box.visitedUrl ? box.iconUrl : undefined,
          slideImage,
        })
    return { firstLinks: firstSlidePreload(slideImage), links, firstPaint }
  } catch {
    return NOTHING
  }
}

/** Serves the H5 build with history fallback; unknown API paths get a JSON 404 instead of the page. */
export default fp(
  async (fastify) => {
    const root = fastify.config.h5Dir
    const indexFile = path.join(root, 'index.html')
    const readIndex = fileReader(indexFile, (text) => text)
    const readManifest = manifestReader(root)
    const styleText = styleTextReader(root)
    // Registered even before the first build, and looked up per request, so a rebuild needs no restart.
    await fastify.register(fastifyStatic, {
      root,
      index: false,
      // Sends `x.js.br` / `x.js.gz` written by the build when the browser accepts them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
      suppressWarning: true,
    })
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = readIndex()
      if (html === undefined) return await reply.status(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE)
      const { firstLinks, links, firstPaint } = await firstLoadAdditions(fastify, request, readManifest(), styleText)
      let page = links ? withHeadStart(withHeadLinks(withInlineStylesheets(html, styleText), links), firstLinks) : html
      if (firstPaint) page = withScriptsAfterFirstPaint(withBodyStart(page, firstPaint))
      // The additions depend on the sign-in cookie.
      return await reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8').send(page)
    }
    fastify.get('/', { schema: { hide: true } }, async (request, reply) => await sendIndex(request, reply))
    fastify.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/'
      if (isApiPath(pathname)) {
        return await reply.status(404).send({ code: 404, message: `接口不存在：${request.method} ${pathname}` })
      }
      const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname)
      if (!isPageRequest) {
        return await reply.status(404).send({ code: 404, message: '请求的资源不存在' })
      }
      // The operator console routes in the browser too: its addresses get its own page.
      if (fastify.adminSite.owns(pathname)) return await fastify.adminSite.sendIndex(reply)
      return await sendIndex(request, reply)
    })
  },
  { name: 'h5-site', dependencies: ['database', 'authentication', 'content-cache', 'admin-site'] },
)
