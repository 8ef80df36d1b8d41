// 扫一扫 with a live camera in H5 (issue 10): Chromium's fake camera plays a Y4M of a QR code rendered
// here; the scan screen decodes the frames and the portal opens what the code leads to — plain text on
// 扫码结果 (listed under 最近扫描 from getScanInfo, which 清空 empties after a confirm), a portal service link opens
// the service. A refused camera says so and offers 从相册选择. The torch toggle with a camera that reports a torch:
// Chromium's fake camera has none (its getCapabilities lists no torch and applyConstraints refuses one), so the test
// adds torch to what the fake camera reports; the toggle's decision and constraints are unit-tested in
// camera-scan.test.ts. Screenshots of the scan screen at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/service-camera-scan.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { answerModal, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { writeQrVideo } from './qr-video.mjs'

const TAB = '/pages/tab/service/index'
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-camera-scan-camera-'))
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
      await explainFailure(page, `service-camera-scan-camera-${width}`, async () => {
        await page.getByRole('button', { name: '扫一扫' }).click()
        const scan = page.getByTestId('camera-scan')
        await scan.getByText('将二维码放入框内，即可自动扫描').waitFor()
        // The fake camera has no torch: the toggle stays hidden.
        assert.equal(await scan.getByRole('button', { name: '打开手电筒' }).isVisible(), false)
        await page.waitForFunction(() => document.querySelector('.camera-scan__video')?.videoWidth > 0)
        await screenshot(page, `service-camera-scan-camera-scan-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`)
        await page.evaluate(() => (window.__holdScan = false))
        await page.waitForURL(/\/pages\/scanCode\/plainText/)
        const result = page.locator('.taro_page', { has: page.getByTestId('scan-text') })
        await result.getByTestId('scan-text').getByText(text).waitFor()
        assert.equal(await page.getByTestId('camera-scan').count(), 0, 'the scan screen is gone and the camera released')
        await result.getByTestId('scan-log').getByRole('button', { name: text }).first().waitFor()
        await screenshot(page, `service-camera-scan-camera-result-${width}`)

        // 清空 asks first: 取消 keeps the log; 确认 empties it on the server and the section goes.
        await result.getByTestId('scan-log-clear').click()
        await page
          .locator('.taro-modal__content')
          .filter({ visible: true })
          .getByText(/确定清空全部扫码记录/)
          .waitFor()
        await screenshot(page, `service-camera-scan-scan-log-clear-${width}`)
        await answerModal(page, '取消')
        assert.ok(await result.getByTestId('scan-log').isVisible())
        assert.ok((await scanLog(page)).total > 0)
        await result.getByTestId('scan-log-clear').click()
        await answerModal(page, '确认')
        await page.getByText('已清空').waitFor()
        await result.getByTestId('scan-log').waitFor({ state: 'detached' })
        assert.equal((await scanLog(page)).total, 0)
        await result.getByTestId('scan-text').getByText(text).waitFor()
        await screenshot(page, `service-camera-scan-scan-log-cleared-${width}`)
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it('a camera that reports a torch shows 手电筒; pressed, it asks the track for the torch (375 and 320 px)', async () => {
    const browser = await browserFilming('手电筒测试')
    for (const [width, height] of [
      [375, 812],
      [320, 640],
    ]) {
      const page = await newPhonePage(browser, { viewport: { width, height } })
      await page.addInitScript(HOLD_DECODER)
      await page.addInitScript(() => {
        const capabilities = MediaStreamTrack.prototype.getCapabilities
        MediaStreamTrack.prototype.getCapabilities = function () {
          return this.kind === 'video' ? { ...capabilities.call(this), torch: true } : capabilities.call(this)
        }
        // The fake camera refuses a torch constraint (as a camera without one would) until the test lets it accept.
        window.__torch = []
        const apply = MediaStreamTrack.prototype.applyConstraints
        MediaStreamTrack.prototype.applyConstraints = function (constraints) {
          const torch = constraints?.advanced?.find((set) => 'torch' in set)
          if (!torch || !window.__acceptTorch) return apply.call(this, constraints)
          window.__torch.push(torch.torch)
          return Promise.resolve()
        }
      })
      await signIn(page, server.url, '2026001')
      await page.goto(server.url + TAB)
      await page.getByTestId('category-jwfw').waitFor()
      await explainFailure(page, `service-camera-scan-camera-torch-${width}`, async () => {
        await page.getByRole('button', { name: '扫一扫' }).click()
        const scan = page.getByTestId('camera-scan')
        await scan.getByText('将二维码放入框内，即可自动扫描').waitFor()
        const torch = scan.getByRole('button', { name: '打开手电筒' })
        await torch.waitFor()
        // Chromium's own answer for a camera without a torch: refused, and the screen says so.
        await torch.click()
        await scan.getByRole('alert').getByText('无法打开手电筒').waitFor()
        assert.equal(await torch.getAttribute('aria-pressed'), 'false')

        await page.evaluate(() => (window.__acceptTorch = true))
        await torch.click()
        const off = scan.getByRole('button', { name: '关闭手电筒' })
        await off.waitFor()
        assert.equal(await off.getAttribute('aria-pressed'), 'true')
        await scan.getByRole('alert').getByText('无法打开手电筒').waitFor({ state: 'detached' })
        await page.waitForFunction(() => document.querySelector('.camera-scan__video')?.videoWidth > 0)
        await screenshot(page, `service-camera-scan-camera-torch-${width}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`)
        await off.click()
        await scan.getByRole('button', { name: '打开手电筒' }).waitFor()
        assert.deepEqual(await page.evaluate(() => window.__torch), [true, false])
        await scan.getByRole('button', { name: '关闭扫一扫' }).click()
        await page.getByTestId('camera-scan').waitFor({ state: 'detached' })
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
    await explainFailure(page, 'service-camera-scan-camera-service', async () => {
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
    await explainFailure(page, 'service-camera-scan-camera-refused', async () => {
      await page.getByRole('button', { name: '扫一扫' }).click()
      const scan = page.getByTestId('camera-scan')
      await scan
        .getByRole('alert')
        .getByText(/未获得相机权限/)
        .waitFor()
      assert.ok(await scan.getByRole('button', { name: '从相册选择' }).isVisible())
      await screenshot(page, 'service-camera-scan-camera-refused-320')
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

/** The signed-in page's own scan log, as the server keeps it. */
async function scanLog(page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'userToken').value
  const res = await fetch(`${server.url}/portal-api/v1/personalData/getScanInfo?pageSize=50`, { headers: { 'X-Id-Token': token } })
  return (await res.json()).data
}
