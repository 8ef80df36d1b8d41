import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import sharp from 'sharp'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { HOST, refused } from './helpers'

const LOGO = '/portal-api/v1/assets/logo.png'
const SLIDE = '/portal-api/v1/cms/images/slide-0.png' // 750x300
const ICON = '/portal-api/v1/cms/images/service-0.png' // 128x128, rounded corners (transparent)

describe('image resizing of own images (/unsafe/…)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ config: { publicOrigin: 'https://portal.example.edu.cn' } })
  })
  after(async () => {
    await t.close()
  })
  const get = async (url: string, headers: Record<string, string> = {}) => await t.app.inject({ url, headers: { host: HOST, ...headers } })
  const answer = (response: Awaited<ReturnType<typeof get>>) => ({ status: response.statusCode, body: response.json() })

  it('fit-in/250x200 with a white background: fits inside, no upscaling, flattened to JPEG, cacheable', async () => {
    const response = await get(`/unsafe/fit-in/250x200/filters:background_color(white)/${SLIDE}`)
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-type'], 'image/jpeg')
    assert.match(String(response.headers['cache-control']), /public, max-age=\d+/)
    assert.ok(response.headers.etag)
    const meta = await sharp(response.rawPayload).metadata()
    assert.equal(meta.width, 250)
    assert.equal(meta.height, 100, 'aspect ratio kept')
    assert.equal(meta.hasAlpha, false)
    const notModified = await get(`/unsafe/fit-in/250x200/filters:background_color(white)/${SLIDE}`, {
      'if-none-match': String(response.headers.etag),
    })
    assert.equal(notModified.statusCode, 304)
  })

  it('white background fills the transparent corners of an icon (200x200 icon size)', async () => {
    const response = await get(`/unsafe/fit-in/200x200/filters:background_color(white)/${ICON}`)
    assert.equal(response.statusCode, 200)
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true })
    assert.equal(info.width, 128, 'not enlarged beyond the original')
    assert.deepEqual(
      [...data.subarray(0, 3)].map((v) => v > 245),
      [true, true, true],
      'corner pixel is white',
    )
  })

  it('fit-in without filters keeps transparency (PNG); WxH without fit-in crops to exactly that size', async () => {
    const fit = await get(`/unsafe/fit-in/64x64/${ICON}`)
    assert.equal(fit.headers['content-type'], 'image/png')
    const fitMeta = await sharp(fit.rawPayload).metadata()
    assert.equal(fitMeta.width, 64)
    assert.equal(fitMeta.hasAlpha, true)
    const cover = await sharp((await get(`/unsafe/100x100/${SLIDE}`)).rawPayload).metadata()
    assert.deepEqual([cover.width, cover.height], [100, 100])
    const widthOnly = await sharp((await get(`/unsafe/fit-in/300x0/${SLIDE}`)).rawPayload).metadata()
    assert.deepEqual([widthOnly.width, widthOnly.height], [300, 120])
  })

  it('grayscale: every pixel has equal channels', async () => {
    for (const url of [`/unsafe/filters:grayscale()/${ICON}`, `/unsafe/fit-in/200x200/filters:grayscale()/${LOGO}`]) {
      const response = await get(url)
      assert.equal(response.statusCode, 200, url)
      const { data, info } = await sharp(response.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const coloured = await sharp((await get(ICON)).rawPayload)
        .removeAlpha()
        .raw()
        .toBuffer()
      if (url.includes(ICON))
        assert.ok(
          coloured.some((v, i) => i % 3 === 0 && v !== coloured[i + 1]),
          'the original is coloured',
        )
      for (let i = 0; i < data.length; i += info.channels) {
        if (info.channels >= 3) assert.ok(data[i] === data[i + 1] && data[i + 1] === data[i + 2], `pixel ${i}`)
      }
    }
  })

  it('accepts absolute links to this server (request host or PUBLIC_ORIGIN), URL-encoded or not', async () => {
    for (const link of [
      `http://${HOST}${ICON}`,
      `https://portal.example.edu.cn${ICON}`,
      encodeURIComponent(`http://${HOST}${ICON}`),
      encodeURIComponent(ICON),
    ]) {
      const response = await get(`/unsafe/fit-in/50x50/${link}`)
      assert.equal(response.statusCode, 200, link)
      assert.equal((await sharp(response.rawPayload).metadata()).width, 50)
    }
  })

  it('refuses foreign links and anything that is not one of its images, with Chinese reasons', async () => {
    for (const link of [
      'https://evil.example/x.png',
      'http://169.254.169.254/latest/meta-data',
      '//evil.example/x.png',
      'evil.example/x.png',
      encodeURIComponent('https://evil.example/x.png'),
      'file:///etc/passwd',
      'ftp://127.0.0.1/x.png',
      `http://${HOST}.evil.example${ICON}`,
      '/cas/login',
      '/unsafe/fit-in/10x10/' + ICON,
      '/portal-api/../cas/login',
      '/portal-api/%2e%2e/cas/login',
    ]) {
      const response = answer(await get(`/unsafe/fit-in/250x200/${link}`))
      assert.equal(response.status, 400, `${link} → ${JSON.stringify(response.body)}`)
      assert.match(response.body.message, /[\u4e00-\u9fa5]/)
    }
    refused(
      { ...answer(await get(`/unsafe/fit-in/250x200/https://evil.example/x.png`)), headers: {}, raw: Buffer.alloc(0) },
      400,
      /只能处理本站图片/,
    )
  })

  it('refuses oversize, malformed requests and missing or non-image sources', async () => {
    const cases: Array<[string, number, RegExp]> = [
      [`/unsafe/fit-in/2001x200/${ICON}`, 400, /最大 2000x2000/],
      [`/unsafe/fit-in/200x99999/${ICON}`, 400, /尺寸/],
      [`/unsafe/fit-in/${ICON}`, 400, /尺寸/],
      [`/unsafe/filters:blur(5)/${ICON}`, 400, /不支持的图片滤镜/],
      [`/unsafe/filters:background_color(url(x))/${ICON}`, 400, /滤镜|颜色/],
      ['/unsafe/fit-in/200x200/', 400, /缺少图片地址/],
      ['/unsafe/fit-in/200x200/portal-api/v1/cms/images/nothing.png', 400, /本站图片/],
      ['/unsafe/fit-in/200x200//portal-api/v1/cms/images/nothing.png', 404, /图片不存在/],
      ['/unsafe/fit-in/200x200/%2Fportal-api%2Fv1%2Fcms%2Fimages%2Fnothing.png', 404, /图片不存在/],
      ['/unsafe/fit-in/200x200//portal-api/v1/config/system/getSystemConf', 404, /图片不存在/],
      ['/unsafe/fit-in/200x200/%2Fportal-api%2Fv1%2Fconfig%2Fsystem%2FgetSystemConf', 404, /图片不存在/],
    ]
    for (const [url, status, reason] of cases) {
      const response = answer(await get(url))
      assert.equal(response.status, status, `${url} → ${JSON.stringify(response.body)}`)
      assert.match(response.body.message, reason, url)
    }
  })

  describe('icon sheets (/unsafe/sheet/…)', () => {
    const sheetUrl = (cell: string, links: string[], filters = '') =>
      `/unsafe/sheet/${cell}/${filters}?${links.map((link) => `link=${encodeURIComponent(link)}`).join('&')}`
    /** The mean colour of a cell's middle 10x10 pixels. */
    const middleOf = async (image: Buffer, cell: number, size: number) => {
      const { data } = await sharp(image)
        .extract({ left: cell * size + size / 2 - 5, top: size / 2 - 5, width: 10, height: 10 })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const mean = [0, 1, 2].map((c) => data.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / 100)
      return mean.map(Math.round)
    }

    it('draws each icon fitted into its own cell, left to right, on white; an empty link leaves its cell white', async () => {
      const response = await get(sheetUrl('60x60', [`http://${HOST}${ICON}`, '', LOGO]))
      assert.equal(response.statusCode, 200)
      assert.equal(response.headers['content-type'], 'image/jpeg')
      assert.match(String(response.headers['cache-control']), /public, max-age=\d+/)
      const meta = await sharp(response.rawPayload).metadata()
      assert.deepEqual([meta.width, meta.height], [180, 60])
      const [first = [], empty = [], third = []] = await Promise.all([0, 1, 2].map((cell) => middleOf(response.rawPayload, cell, 60)))
      assert.ok(
        first.some((v) => v < 230),
        `the icon is drawn in cell 0: ${first}`,
      )
      assert.ok(
        empty.every((v) => v > 245),
        `cell 1 is white: ${empty}`,
      )
      assert.notDeepEqual(third, empty, 'the logo is drawn in cell 2')
      const again = await get(sheetUrl('60x60', [`http://${HOST}${ICON}`, '', LOGO]), { 'if-none-match': String(response.headers.etag) })
      assert.equal(again.statusCode, 304)
    })

    it('a single link, grey on request; a link that is not an image leaves its cell white', async () => {
      const grey = await get(sheetUrl('40x40', [ICON], 'filters:grayscale()/'))
      assert.equal(grey.statusCode, 200)
      const { data, info } = await sharp(grey.rawPayload).toColourspace('srgb').removeAlpha().raw().toBuffer({ resolveWithObject: true })
      assert.deepEqual([info.width, info.height, info.channels], [40, 40, 3])
      const pixels = [...data]
      for (let i = 0; i < pixels.length; i += 3) {
        const [r = 0, g = 0, b = 0] = pixels.slice(i, i + 3)
        assert.ok(Math.abs(r - g) <= 2 && Math.abs(g - b) <= 2, `pixel ${i / 3}: ${r},${g},${b}`)
      }
      assert.ok(
        pixels.some((v) => v < 200),
        'the icon is drawn (not a blank cell)',
      )
      const missing = await get(sheetUrl('40x40', ['/portal-api/v1/cms/images/nothing.png', ICON]))
      assert.equal(missing.statusCode, 200)
      assert.ok(
        (await middleOf(missing.rawPayload, 0, 40)).every((v) => v > 245),
        'the cell of the missing icon is white',
      )
    })

    it('format(png): cells on transparent in a PNG (tab-bar icons), grey too on request', async () => {
      const response = await get(sheetUrl('81x81', [ICON, ''], 'filters:format(png)/'))
      assert.equal(response.statusCode, 200)
      assert.equal(response.headers['content-type'], 'image/png')
      const { data, info } = await sharp(response.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      assert.deepEqual([info.width, info.height, info.channels], [162, 81, 4])
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
      assert.equal(alphaAt(0, 0), 0, 'the rounded corner of the icon stays transparent')
      assert.equal(alphaAt(40, 40), 255, 'the icon is drawn')
      assert.equal(alphaAt(81 + 40, 40), 0, 'the empty cell is transparent')
      const grey = await get(sheetUrl('81x81', [ICON], 'filters:grayscale():format(png)/'))
      assert.equal(grey.headers['content-type'], 'image/png')
    })

    it('refuses foreign links, too many or no links, oversize cells and other shapes, with Chinese reasons', async () => {
      const cases: Array<[string, RegExp]> = [
        [sheetUrl('60x60', [ICON, 'https://evil.example/x.png']), /只能处理本站图片/],
        [sheetUrl('60x60', ['/cas/login']), /只能处理本站图片/],
        [
          sheetUrl(
            '60x60',
            Array.from({ length: 41 }, () => ICON),
          ),
          /.+/,
        ],
        ['/unsafe/sheet/60x60/', /.+/],
        [sheetUrl('2001x60', [ICON]), /尺寸/],
        [sheetUrl('0x60', [ICON]), /尺寸/],
        [sheetUrl('60x60', [ICON], 'filters:blur(2)/'), /不支持的滤镜/],
        [sheetUrl('fit-in/60x60', [ICON]), /格式错误/],
      ]
      for (const [url, reason] of cases) {
        const response = answer(await get(url))
        assert.equal(response.status, 400, `${url} → ${JSON.stringify(response.body)}`)
        assert.match(response.body.message, reason, url)
        assert.match(response.body.message, /[\u4e00-\u9fa5]/, url)
      }
    })
  })
})
