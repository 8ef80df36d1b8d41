// Makes the demo video lessons (server/src/db/seed/media/*.mp4): Chromium records a drawn canvas as
// H.264 MP4 with MediaRecorder (no ffmpeg on the build machines). Run once; the files are committed.
//   node scripts/make-demo-lesson-videos.mjs
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const OUT = path.resolve(import.meta.dirname, '..', 'server', 'src', 'db', 'seed', 'media')
const SECONDS = 20
const VIDEOS = [
  { file: 'se1001-intro.mp4', title: '软件工程导论', subtitle: '第0讲 课程导学', color: '#ed663f' },
  { file: 'cs2003-intro.mp4', title: '数据结构', subtitle: '第0讲 课程导学', color: '#3f7fed' },
]

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
await page.setContent('<canvas id="c" width="480" height="270"></canvas>')
fs.mkdirSync(OUT, { recursive: true })
for (const video of VIDEOS) {
  const base64 = await page.evaluate(
    async ({ clip, seconds }) => {
      const canvas = document.getElementById('c')
      const g = canvas.getContext('2d')
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/mp4;codecs=avc1', videoBitsPerSecond: 120000 })
      const chunks = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      const start = performance.now()
      await new Promise((resolve) => {
        const draw = () => {
          const t = (performance.now() - start) / 1000
          g.fillStyle = clip.color
          g.fillRect(0, 0, 480, 270)
          g.fillStyle = '#fff'
          g.font = 'bold 36px sans-serif'
          g.textAlign = 'center'
          g.fillText(clip.title, 240, 100)
          g.font = '24px sans-serif'
          g.fillText(clip.subtitle, 240, 145)
          g.font = '28px monospace'
          g.fillText(`${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`, 240, 210)
          g.fillRect(40, 240, (400 * Math.min(t, seconds)) / seconds, 6)
          if (t < seconds) requestAnimationFrame(draw)
          else resolve()
        }
        draw()
      })
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { clip: video, seconds: SECONDS },
  )
  fs.writeFileSync(path.join(OUT, video.file), Buffer.from(base64, 'base64'))
  console.log(video.file, Buffer.byteLength(base64, 'base64'), 'bytes')
}
await browser.close()
