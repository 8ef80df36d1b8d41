// H5 first-load figures for `npm run bench`: what Chromium fetches for a page (JS raw / gzip / brotli, bytes
// on the wire, request count) and Lighthouse mobile medians, for the portal's home tab and for the bare
// Taro + NutUI peer in bench/peer (built here into a temp dir and served statically, compressed like the
// portal). Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify from 'fastify'
import fastifyStatic from '@fastify/static'
import compress from '@fastify/compress'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

export const ROOT = path.resolve(import.meta.dirname, '..')
const PEER = path.join(ROOT, 'bench', 'peer')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

/** Builds the peer into bench/peer/dist (git-ignored; its webpack cache lives under bench/peer/node_modules/.cache). */
export function buildPeer() {
  const out = path.join(PEER, 'dist')
  fs.rmSync(out, { recursive: true, force: true })
  const started = Date.now()
  const r = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', '@tarojs', 'cli', 'bin', 'taro'), 'build', '--type', 'h5'], {
    cwd: PEER,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  })
  if (r.status !== 0 || !fs.existsSync(path.join(out, 'index.html'))) {
    throw new Error(`peer build failed (${r.status}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`)
  }
  return { dir: out, seconds: (Date.now() - started) / 1000 }
}

/** Serves a static H5 build with on-the-fly gzip/brotli and history fallback; slide images come from `imagesFrom`. */
export async function servePeer(dir, imagesFrom) {
  const app = Fastify()
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
  await app.register(fastifyStatic, { root: dir, index: false, maxAge: '365d', immutable: true })
  const images = new Map()
  app.get('/portal-api/v1/cms/images/:file', async (request, reply) => {
    const { file } = request.params
    if (!images.has(file))
      images.set(file, Buffer.from(await (await fetch(`${imagesFrom}/portal-api/v1/cms/images/${file}`)).arrayBuffer()))
    return reply.type('image/png').send(images.get(file))
  })
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(200)
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(fs.createReadStream(path.join(dir, 'index.html'))),
  )
  const port = await freePort()
  await app.listen({ port, host: '127.0.0.1' })
  return { url: `http://127.0.0.1:${port}`, stop: () => app.close() }
}

/** Whether a finished request is JS as the figures count it (a path ending in .js). */
export const isJs = (request) => new URL(request.url()).pathname.endsWith('.js')

/** What the figures need of one JS response; read it before the page navigates away (the body goes then). */
export async function jsEntry(request) {
  const answer = await request.response()
  const sizes = await request.sizes()
  return { body: await answer.body(), wire: sizes.responseBodySize, encoding: answer.headers()['content-encoding'] ?? 'none' }
}

/**
 * JS figures of responses read by jsEntry: files, raw bytes, gzip -9 and brotli 11 of the bodies, bytes on the wire,
 * and the content-encodings they were served with. The console's figure in scripts/bench.mjs counts so too.
 */
export function countJs(entries) {
  const js = { raw: 0, gzip: 0, brotli: 0, wire: 0, files: 0 }
  for (const { body, wire } of entries) {
    js.files += 1
    js.raw += body.length
    js.gzip += zlib.gzipSync(body, { level: 9 }).length
    js.brotli += zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    js.wire += wire
  }
  return { js, encodings: [...new Set(entries.map((entry) => entry.encoding))] }
}

/** One cold load in a fresh browser context: JS sizes, bytes on the wire, request count. */
export async function firstLoad(browser, url, { cookie, ready } = {}) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  })
  if (cookie) await context.addCookies([{ ...cookie, url: new URL(url).origin }])
  const page = await context.newPage()
  const requests = []
  page.on('requestfinished', (request) => requests.push(request))
  const response = await page.goto(url, { waitUntil: 'networkidle' }).catch(async (error) => {
    const answer = await fetch(url).then(async (r) => `${r.status} ${(await r.text()).slice(0, 300)}`, String)
    throw new Error(`${url} did not load (${answer}): ${error.message}`)
  })
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
  if (ready) await page.locator(ready).first().waitFor()
  await page.waitForTimeout(1000)
  const { js, encodings } = countJs(await Promise.all(requests.filter(isJs).map(jsEntry)))
  await context.close()
  return { js, encodings, requests: requests.length, urls: requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`) }
}

/** The median of the numbers given (a failed Lighthouse run gives NaN and is left out); NaN when none is left. */
const median = (values) => {
  const numbers = values.filter(Number.isFinite).sort((a, b) => a - b)
  const middle = numbers.length / 2
  if (!numbers.length) return Number.NaN
  return numbers.length % 2 ? numbers[Math.floor(middle)] : (numbers[middle - 1] + numbers[middle]) / 2
}

/** A browser of its own for Lighthouse runs on `url`, the cookie set in it first. */
async function lighthouseTarget(url, cookie) {
  const port = await freePort()
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lh-'))
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_ARGS, `--remote-debugging-port=${port}`],
  })
  if (cookie) await context.addCookies([{ ...cookie, url: new URL(url).origin }])
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  const results = []
  return {
    /**
     * One cold run (mobile, default simulated throttling). A run Lighthouse itself fails (e.g. NO_NAVSTART: its
     * trace recording missed the navigation, which it answers with "Please run Lighthouse again") is run again, at
     * most twice; the failures are kept with the run and printed, and a run still failing leaves its metrics NaN.
     */
    async run() {
      const failures = []
      for (;;) {
        const run = await this.runOnce()
        if (!run.error || failures.length === 2) {
          results.push({ ...run, failures })
          return
        }
        failures.push(run.error)
      }
    },
    async runOnce() {
      await cdp.send('Network.clearBrowserCache')
      // Storage stays (it holds the sign-in cookie); the HTTP cache is cleared above for a cold load.
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      })
      const audits = result.lhr.audits
      return {
        score: Math.round((result.lhr.categories.performance.score ?? Number.NaN) * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tti: audits.interactive.numericValue,
        finalUrl: result.lhr.finalDisplayedUrl,
        // Lighthouse's own failures leave the metrics NaN (left out of the medians).
        error: result.lhr.runtimeError?.code,
      }
    },
    medians() {
      return {
        score: median(results.map((r) => r.score)),
        lcp: median(results.map((r) => r.lcp)),
        tbt: median(results.map((r) => r.tbt)),
        cls: median(results.map((r) => r.cls)),
        fcp: median(results.map((r) => r.fcp)),
        tti: median(results.map((r) => r.tti)),
        finalUrl: results.at(-1).finalUrl,
        runs: results,
      }
    },
    async close() {
      await context.close()
      fs.rmSync(userDataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Lighthouse mobile (default simulated throttling) on several pages, `runs` cold runs each and their medians, the
 * runs taken in turn (a, b, a, b, …) so that each sees the machine as it is at about the same time: on a shared
 * host one page's three runs in a row and then the other's can meet different loads (the bare peer's TBT median
 * has ranged from 31 to 223 ms between bench runs minutes apart).
 */
export async function lighthouseMediansInTurn(pages, { runs = 3 } = {}) {
  const targets = []
  try {
    for (const { url, cookie } of pages) targets.push(await lighthouseTarget(url, cookie))
    for (let i = 0; i < runs; i++) for (const target of targets) await target.run()
    return targets.map((target) => target.medians())
  } finally {
    for (const target of targets) await target.close()
  }
}
