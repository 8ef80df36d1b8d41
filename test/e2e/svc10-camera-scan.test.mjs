// 扫一扫 with a live camera in H5 (issue 10): Chromium's fake camera plays a Y4M of a QR code rendered
// here; the scan screen decodes the frames and the portal opens what the code leads to — plain text on
// 扫码结果 (listed under 最近扫描 from getScanInfo), a portal service link opens the service. A refused
// camera says so and offers 从相册选择. Screenshots of the scan screen at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/svc10-camera-scan.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { writeQrVideo } from './qr-video.mjs'

const TAB = '/pages/tab/service/index'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc10-camera-'))
let server
const browsers = []

before(async () => {
  server = await startServer()
})

after(async () => {
  for (const browser of browsers) await browser.close()
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A browser whose (fake) camera shows a QR code of `text`. */
async function browserFilming(text) {
  const video = path.join(dir, `camera-${browsers.length}.y4m`)
  writeQrVideo(video, text)
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${video}`,
  ])
  browsers.push(browser)
  return browser
}

// Holds the decoder on blank pixels until the test lets go, so the live screen can be photographed.
const HOLD_DECODER = () => {
  window.__holdScan = true
  const read = CanvasRenderingContext2D.prototype.getImageData
  CanvasRenderingContext2D.prototype.getImageData = function (...args) {
    const pixels = read.apply(this, args)
    if (window.__holdScan) pixels.data.fill(255)
    return pixels
  }
}

async function openServiceTab(browser, viewport) {
  const page = await newPhonePage(browser, viewport ? { viewport } : {})
  await signIn(page, server.url, '2026001')
  await page.goto(server.url + TAB)
  await page.getByTestId('category-jwfw').waitFor()
  return page
}

describe('扫一扫 with the camera (student 2026001)', () => {
  it('plain text from the camera lands on 扫码结果 and in 最近扫描', async () => {
    const text = '示范大学图书馆 三楼自习室 座位 A-12'
    const browser = await browserFilming(text)
    for (const [width, height] of [
      [375, 812],
      [320, 640],
    ]) {
      const page = await openServiceTab(browser, { width, height })
      await page.addInitScript(HOLD_DECODER)
      await page.evaluate(HOLD_DECODER)
      await explainFailure(page, `svc10-camera-${width}`, async () => {
        await page.getByRole('button', { name: '扫一扫' }).click()
        const scan = page.getByTestId('camera-scan')
        await scan.getByText('将二维码放入框内，即可自动扫描').waitFor()
        // The fake camera has no torch: the toggle stays hidden.
        assert.equal(await scan.getByRole('button', { name: '打开手电筒' }).isVisible(), false)
        await page.waitForFunction(() => document.querySelector('.camera-scan__video')?.videoWidth > 0)
        await screenshot(page, `svc10-camera-scan-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`)
        await page.evaluate(() => (window.__holdScan = false))
        await page.waitForURL(/\/pages\/scanCode\/plainText/)
        const result = page.locator('.taro_page', { has: page.getByTestId('scan-text') })
        await result.getByTestId('scan-text').getByText(text).waitFor()
        assert.equal(await page.getByTestId('camera-scan').count(), 0, 'the scan screen is gone and the camera released')
        await result.getByTestId('scan-log').getByRole('button', { name: text }).first().waitFor()
        await screenshot(page, `svc10-camera-result-${width}`)
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it('a portal service link from the camera opens the service', async () => {
    const catalogue = await (
      await fetch(`${server.url}/portal-api/v1/service/catalogue`, {
        headers: { 'X-Id-Token': await tokenOf('2026001') },
      })
    ).json()
    const classrooms = catalogue.data.services.find((s) => s.serviceName === '空闲教室')
    assert.ok(classrooms && !classrooms.thirdParty && !classrooms.campusNetwork && classrooms.state === 'open')
    const browser = await browserFilming(`${server.url}/pages/service/serviceGuide?serviceId=${classrooms.serviceId}`)
    const page = await openServiceTab(browser)
    await explainFailure(page, 'svc10-camera-service', async () => {
      await page.getByRole('button', { name: '扫一扫' }).click()
      await page.waitForURL(/\/pages\/webview\/webview/)
      assert.match(decodeURIComponent(page.url()), /demo-apps\/classrooms/)
    })
    await page.context().close()
  })

  it('a refused camera says so plainly and offers 从相册选择', async () => {
    const browser = browsers[0]
    const page = await newPhonePage(browser, { viewport: { width: 320, height: 640 } })
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    await signIn(page, server.url, '2026001')
    await page.goto(server.url + TAB)
    await page.getByTestId('category-jwfw').waitFor()
    await explainFailure(page, 'svc10-camera-refused', async () => {
      await page.getByRole('button', { name: '扫一扫' }).click()
      const scan = page.getByTestId('camera-scan')
      await scan
        .getByRole('alert')
        .getByText(/未获得相机权限/)
        .waitFor()
      assert.ok(await scan.getByRole('button', { name: '从相册选择' }).isVisible())
      await screenshot(page, 'svc10-camera-refused-320')
      await scan.getByRole('button', { name: '关闭扫一扫' }).click()
      await page.getByTestId('camera-scan').waitFor({ state: 'detached' })
    })
    await page.context().close()
  })
})

async function tokenOf(username) {
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, {
    method: 'POST',
  })
  return (await res.json()).data.idToken
}
