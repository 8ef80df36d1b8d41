// Generates the demo video of the CMS (校园生活 › 视频：秋色里的校园): an animated canvas recorded with
// Chromium's MediaRecorder. Run: node server/assets/cms/make-video.mjs  (needs /usr/bin/chromium or CHROMIUM_PATH)
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const out = path.join(import.meta.dirname, 'campus-autumn')
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--autoplay-policy=no-user-gesture-required'] })
const page = await browser.newPage()
const result = await page.evaluate(async () => {
  const types = ['video/mp4;codecs=avc1.42E01E', 'video/mp4', 'video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm']
  const mimeType = types.find((type) => MediaRecorder.isTypeSupported(type))
  const canvas = document.createElement('canvas')
  canvas.width = 640
  canvas.height = 360
  document.body.append(canvas)
  const ctx = canvas.getContext('2d')
  const leaves = Array.from({ length: 40 }, (_, i) => ({ x: (i * 97) % 640, y: (i * 53) % 360 - 360, s: 6 + (i % 5) * 2, v: 0.8 + (i % 7) * 0.25, p: i }))
  const started = performance.now()
  const duration = 8000
  function draw () {
    const t = (performance.now() - started) / 1000
    const sky = ctx.createLinearGradient(0, 0, 0, 360)
    sky.addColorStop(0, '#F6C56B'); sky.addColorStop(1, '#E9823A')
    ctx.fillStyle = sky; ctx.fillRect(0, 0, 640, 360)
    ctx.fillStyle = 'rgba(255,255,255,0.85)'; ctx.beginPath(); ctx.arc(520, 80 + Math.sin(t) * 4, 36, 0, Math.PI * 2); ctx.fill()
    // teaching building
    ctx.fillStyle = '#7A3E1D'; ctx.fillRect(170, 170, 300, 140)
    ctx.beginPath(); ctx.moveTo(150, 175); ctx.lineTo(320, 110); ctx.lineTo(490, 175); ctx.closePath(); ctx.fill()
    ctx.fillStyle = '#F9E2B8'
    for (let c = 0; c < 6; c++) for (let r = 0; r < 3; r++) ctx.fillRect(190 + c * 46, 190 + r * 36, 24, 22)
    // ginkgo trees
    for (const x of [70, 580]) {
      ctx.fillStyle = '#6B3A16'; ctx.fillRect(x - 6, 220, 12, 90)
      ctx.fillStyle = '#F2B705'; ctx.beginPath(); ctx.arc(x, 200, 55, 0, Math.PI * 2); ctx.fill()
    }
    ctx.fillStyle = '#C9A36A'; ctx.fillRect(0, 305, 640, 55)
    // falling leaves
    for (const leaf of leaves) {
      const y = (leaf.y + t * 40 * leaf.v) % 420
      const x = leaf.x + Math.sin(t * 1.5 + leaf.p) * 20
      ctx.save(); ctx.translate(x, y); ctx.rotate(t + leaf.p)
      ctx.fillStyle = leaf.p % 3 ? '#F5C400' : '#F08A24'
      ctx.beginPath(); ctx.moveTo(0, 0); ctx.arc(0, 0, leaf.s, -Math.PI * 0.9, -Math.PI * 0.1); ctx.closePath(); ctx.fill(); ctx.restore()
    }
    const alpha = Math.min(1, t / 1.5)
    ctx.fillStyle = `rgba(255,255,255,${alpha})`; ctx.font = 'bold 40px "Noto Sans CJK SC", sans-serif'; ctx.textAlign = 'center'
    ctx.fillText('秋色里的校园', 320, 62)
    ctx.font = '20px "Noto Sans CJK SC", sans-serif'; ctx.fillText('党委宣传部 出品', 320, 92)
  }
  const stream = canvas.captureStream(25)
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: 600_000 })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const done = new Promise((resolve) => { recorder.onstop = resolve })
  recorder.start(500)
  await new Promise((resolve) => {
    const frame = () => { draw(); if (performance.now() - started < duration) requestAnimationFrame(frame); else resolve() }
    frame()
  })
  recorder.stop()
  await done
  const blob = new Blob(chunks, { type: mimeType })
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { mimeType, base64: btoa(binary) }
})
const extension = result.mimeType.startsWith('video/mp4') ? 'mp4' : 'webm'
fs.writeFileSync(`${out}.${extension}`, Buffer.from(result.base64, 'base64'))
console.log(`${out}.${extension}`, result.mimeType, fs.statSync(`${out}.${extension}`).size, 'bytes')

// Poster: the frame at 4 s of the recorded file, as the player shows it.
const posterPage = await browser.newPage({ viewport: { width: 640, height: 360 } })
await posterPage.setContent(`<body style="margin:0"><video id="v" muted src="data:${result.mimeType.split(';')[0]};base64,${result.base64}" style="display:block;width:640px;height:360px"></video></body>`)
await posterPage.evaluate(async () => {
  const video = document.getElementById('v')
  if (video.readyState < 1) await new Promise((resolve) => { video.onloadedmetadata = resolve })
  video.currentTime = 4
  await new Promise((resolve) => { video.onseeked = resolve })
})
await posterPage.screenshot({ path: `${out}-poster.png` })
console.log(`${out}-poster.png`)
await browser.close()
