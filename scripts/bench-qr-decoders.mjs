#!/usr/bin/env node
// The H5 scan screen's decoder: jsQR (in use) against qr-scanner, in the same Chromium the browser tests use.
// Frames are 480×480 (the size the scan screen decodes) of a portal service link, turned a few degrees, at lower
// contrast with per-pixel noise, as a phone camera gives them; each decoder reads the same frames. Prints decode
// time per frame (median and p90, milliseconds of wall time in the page) and how many frames each read, then the
// bytes each adds to the H5 build (minified, gzip). Printed, never asserted; the load average is printed beside.
// qr-scanner is not a dependency: it is installed on first use into .cache/qr-scanner.
// Run: node scripts/bench-qr-decoders.mjs [frames]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import QRCode from 'qrcode'
import { chromium } from 'playwright-core'
import { minify } from 'terser'

const ROOT = path.resolve(import.meta.dirname, '..')
const QR_SCANNER_VERSION = '1.4.2'
const CACHE = path.join(ROOT, '.cache', 'qr-scanner')
const FRAMES = Number(process.argv[2] ?? 40)
const SIDE = 480
const TEXT =
  'https://portal.example.edu/pages/service/serviceShare?serviceInfo=%7B%22serviceId%22%3A12%2C%22serviceName%22%3A%22%E6%88%90%E7%BB%A9%E6%9F%A5%E8%AF%A2%22%7D'

function qrScannerDir() {
  const dir = path.join(CACHE, 'node_modules', 'qr-scanner')
  const installed = path.join(dir, 'package.json')
  if (!fs.existsSync(installed) || JSON.parse(fs.readFileSync(installed, 'utf8')).version !== QR_SCANNER_VERSION) {
    fs.mkdirSync(CACHE, { recursive: true })
    // Its own package.json: without one npm would install into the project above.
    fs.writeFileSync(path.join(CACHE, 'package.json'), JSON.stringify({ name: 'qr-scanner-bench', private: true }))
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', `qr-scanner@${QR_SCANNER_VERSION}`],
      {
        cwd: CACHE,
        stdio: 'inherit',
      },
    )
  }
  return dir
}

/** A small seeded generator, so every run measures the same frames. */
function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One camera-like frame (RGBA): the code turned by a few degrees, dark 60 / light 190 over a grey room, noise ±45. */
function noisyFrame(seed) {
  const next = random(seed)
  const { modules } = QRCode.create(TEXT, { errorCorrectionLevel: 'M' })
  const cells = modules.size + 8
  const scale = 300 / cells
  const angle = ((next() - 0.5) * 14 * Math.PI) / 180
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const pixels = Buffer.alloc(SIDE * SIDE * 4)
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const dx = x - SIDE / 2
      const dy = y - SIDE / 2
      const u = (cos * dx + sin * dy) / scale + cells / 2
      const v = (-sin * dx + cos * dy) / scale + cells / 2
      const col = Math.floor(u) - 4
      const row = Math.floor(v) - 4
      const inCode = u >= 0 && v >= 0 && u < cells && v < cells
      const dark = inCode && row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col)
      const base = !inCode ? 110 : dark ? 60 : 190
      const noise = (next() + next() + next() - 1.5) * 30
      const value = Math.max(0, Math.min(255, Math.round(base + noise)))
      const at = (y * SIDE + x) * 4
      pixels[at] = value
      pixels[at + 1] = value
      pixels[at + 2] = value
      pixels[at + 3] = 255
    }
  }
  return pixels.toString('base64')
}

const gzip = (text) => zlib.gzipSync(text, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

async function bundleBytes(scannerDir) {
  const jsqr = fs.readFileSync(path.join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js'), 'utf8')
  const jsqrMin = (await minify(jsqr, { compress: true, mangle: true })).code
  const scanner = fs.readFileSync(path.join(scannerDir, 'qr-scanner.min.js'), 'utf8')
  const worker = fs.readFileSync(path.join(scannerDir, 'qr-scanner-worker.min.js'), 'utf8')
  return [
    ['jsqr 1.4.0 (minified here with terser)', jsqrMin],
    [`qr-scanner ${QR_SCANNER_VERSION} (qr-scanner.min.js + its worker, as shipped)`, scanner + worker],
  ].map(([name, code]) => ({ name, raw: Buffer.byteLength(code), gzip: gzip(code) }))
}

const PAGE = `<!doctype html><meta charset="utf-8"><script src="/jsqr.js"></script>
<script type="module">
import QrScanner from '/qr-scanner/qr-scanner.min.js'
window.measure = async (frames) => {
  const canvas = document.createElement('canvas')
  canvas.width = ${SIDE}
  canvas.height = ${SIDE}
  const context = canvas.getContext('2d', { willReadFrequently: true })
  const engine = await QrScanner.createQrEngine()
  const result = { jsqr: { times: [], read: 0 }, qrScanner: { times: [], read: 0 }, engine: engine instanceof Worker ? 'worker' : 'BarcodeDetector' }
  const expected = ${JSON.stringify(TEXT)}
  for (const base64 of frames) {
    const bytes = Uint8ClampedArray.from(atob(base64), (c) => c.charCodeAt(0))
    const image = new ImageData(bytes, ${SIDE}, ${SIDE})
    context.putImageData(image, 0, 0)
    // As the scan screen does: the frame's pixels from a canvas, then the decoder.
    let start = performance.now()
    const pixels = context.getImageData(0, 0, ${SIDE}, ${SIDE})
    const found = jsQR(pixels.data, ${SIDE}, ${SIDE}, { inversionAttempts: 'dontInvert' })
    result.jsqr.times.push(performance.now() - start)
    if (found?.data === expected) result.jsqr.read++
    start = performance.now()
    const scanned = await QrScanner.scanImage(canvas, { qrEngine: engine, returnDetailedScanResult: true }).catch(() => null)
    result.qrScanner.times.push(performance.now() - start)
    if (scanned?.data === expected) result.qrScanner.read++
  }
  return result
}
window.ready = true
</script>`

function serve(scannerDir) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    if (url.pathname === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
    if (url.pathname === '/jsqr.js')
      return res
        .writeHead(200, { 'content-type': 'text/javascript' })
        .end(fs.readFileSync(path.join(ROOT, 'node_modules', 'jsqr', 'dist', 'jsQR.js')))
    const file = path.join(scannerDir, path.basename(url.pathname))
    if (url.pathname.startsWith('/qr-scanner/') && fs.existsSync(file))
      return res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file))
    res.writeHead(404).end()
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`
}

const scannerDir = qrScannerDir()
const frames = Array.from({ length: FRAMES }, (_, i) => noisyFrame(i + 1))
const server = await serve(scannerDir)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${server.address().port}/`)
  await page.waitForFunction(() => window.ready)
  // One warm-up pass (JIT, worker start), then the measured one.
  await page.evaluate((sample) => window.measure(sample), frames.slice(0, 3))
  const result = await page.evaluate((all) => window.measure(all), frames)
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
  console.log(
    `QR decoders on ${FRAMES} noisy ${SIDE}×${SIDE} frames in Chromium (load average ${load}); qr-scanner engine: ${result.engine}`,
  )
  console.log(`  jsqr        read ${result.jsqr.read}/${FRAMES}, ${stats(result.jsqr.times)} (on the page's own thread)`)
  console.log(`  qr-scanner  read ${result.qrScanner.read}/${FRAMES}, ${stats(result.qrScanner.times)} (round trip to its worker)`)
  for (const bundle of await bundleBytes(scannerDir)) console.log(`  ${bundle.name}: ${kb(bundle.raw)}, gzip ${kb(bundle.gzip)}`)
} finally {
  await browser.close()
  server.close()
}
