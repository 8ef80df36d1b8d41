import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import {
  firstLoadLinks,
  firstPagesOf,
  firstSlidePreload,
  inlineStyle,
  withHeadLinks,
  withHeadStart,
  withInlineStylesheets,
} from '../../src/lib/portal/first-load-hints'
import { firstPaintHtml, withBodyStart, withScriptsAfterFirstPaint } from '../../src/lib/portal/first-paint'

const HOME_FILES = { js: ['/js/376.aaaa1111.js', '/js/3689.bbbb2222.js'], css: ['/css/3689.cccc3333.css'] }
const ENTRY_FILES = { js: ['/js/880.dddd4444.js'], css: [] }
const MANIFEST = { 'pages/tab/index/index': HOME_FILES, 'pages/h5/index': ENTRY_FILES }

describe('first-load hints (pure)', () => {
  it('knows which pages an address opens first', () => {
    assert.deepEqual(firstPagesOf('/'), ['pages/h5/index', 'pages/tab/index/index'])
    assert.deepEqual(firstPagesOf('/pages/h5/index'), ['pages/h5/index', 'pages/tab/index/index'])
    assert.deepEqual(firstPagesOf('/pages/tab/index/index/'), ['pages/tab/index/index'])
    assert.deepEqual(firstPagesOf('/pages/tab/my/my'), [])
  })

  it('announces the page files, the content call and the first slide, escaped, once each', () => {
    const links = firstLoadLinks(MANIFEST, ['pages/h5/index', 'pages/tab/index/index'], {
      homeCalls: ['/portal-api/v1/cms/home', '/portal-api/v1/config/startup'],
    })
    assert.match(links, /<link rel="preload" href="\/js\/880\.dddd4444\.js" as="script">/)
    assert.match(links, /<link rel="preload" href="\/css\/3689\.cccc3333\.css" as="style">/)
    assert.match(links, /<link rel="preload" href="\/portal-api\/v1\/cms\/home" as="fetch" crossorigin="anonymous">/)
    assert.match(links, /<link rel="preload" href="\/portal-api\/v1\/config\/startup" as="fetch" crossorigin="anonymous">/)
    const slide = firstSlidePreload('http://a/slide.png?x=1&y="2"')
    assert.equal(slide, '<link rel="preload" href="http://a/slide.png?x=1&amp;y=&quot;2&quot;" as="image" fetchpriority="high">')
    assert.equal(firstSlidePreload(undefined), '')
    assert.equal(
      withHeadStart('<html><head><meta charset="utf-8"><title>t</title></head></html>', slide),
      `<html><head><meta charset="utf-8">${slide}<title>t</title></head></html>`,
    )
    assert.equal(
      withHeadStart('<html><head><title>t</title></head></html>', '<link x>'),
      '<html><head><link x><title>t</title></head></html>',
    )
    assert.equal(links.match(/3689\.bbbb2222/g)?.length, 1)
    assert.equal(
      withHeadLinks('<html><head><title>t</title></head><body></body></html>', '<link x>'),
      '<html><head><title>t</title><link x></head><body></body></html>',
    )
  })
})

describe('style sheets written into the page (pure)', () => {
  const styles: Record<string, string> = { '/css/3689.cccc3333.css': '.a{color:red}', '/css/app.ffff6666.css': 'body{margin:0}' }
  const styleText = (href: string) => styles[href]

  it("writes in the page's style sheets it can read, named for the chunk loader, and preloads the others", () => {
    const links = firstLoadLinks(MANIFEST, ['pages/tab/index/index'], { homeCalls: [] }, styleText)
    assert.ok(links.includes('<style data-href="/css/3689.cccc3333.css">.a{color:red}</style>'))
    assert.ok(!links.includes('as="style"'))
    const unreadable = firstLoadLinks(MANIFEST, ['pages/tab/index/index'], { homeCalls: [] }, () => undefined)
    assert.ok(unreadable.includes('<link rel="preload" href="/css/3689.cccc3333.css" as="style">'))
  })

  it("writes in the build's own style sheet links, and never a text that could close the element", () => {
    const html = '<head><link href="/css/app.ffff6666.css" rel="stylesheet"><link href="/css/gone.1.css" rel="stylesheet"></head>'
    assert.equal(
      withInlineStylesheets(html, styleText),
      '<head><style data-href="/css/app.ffff6666.css">body{margin:0}</style><link href="/css/gone.1.css" rel="stylesheet"></head>',
    )
    assert.equal(
      inlineStyle('/css/x.css', () => 'a{}</STYLE><script>'),
      undefined,
    )
    assert.equal(
      inlineStyle('/css/x.css?a="1"', () => 'a{}'),
      '<style data-href="/css/x.css?a=&quot;1&quot;">a{}</style>',
    )
  })
})

describe('first paint of the home (pure)', () => {
  it('draws the header and first slide, escaped, with its texts only in data-text', () => {
    const html = firstPaintHtml({
      schoolName: '示范"大学',
      logo: 'http://a/logo.png',
      themeBackground: 'http://a/bg.png?a=1&b=2',
      search: true,
      floatingIcon: 'http://a/float.png',
      slideImage: 'http://a/slide.png',
    })
    assert.match(html, /^<div id="first-paint" aria-hidden="true">/)
    assert.match(html, /class="fp-header fp-header--themed" style="background-image:url\(&quot;http:\/\/a\/bg\.png\?a=1&amp;b=2&quot;\)"/)
    assert.match(html, /<span class="fp-name" data-text="示范&quot;大学"><\/span>/)
    assert.match(html, /<img class="fp-slide" src="http:\/\/a\/slide\.png" alt="" fetchpriority="high">/)
    assert.match(html, /<div class="fp-float"><img src="http:\/\/a\/float\.png" alt=""><\/div>/)
    assert.match(html, /data-text="搜索服务、资讯、日程、待办"/)
    assert.ok(
      !html
        .replace(/<style>[\s\S]*<\/style>/, '')
        .replace(/data-text="[^"]*"/g, '')
        .match(/[\u4e00-\u9fff]/),
      'no text outside data-text',
    )
  })

  it('falls back to the brand header and the portal name, without search, icon or slide', () => {
    const html = firstPaintHtml({ schoolName: '', search: false })
    assert.match(html, /class="fp-header"><div class="fp-brand"><span class="fp-name" data-text="掌上校园">/)
    for (const part of ['fp-search', 'fp-float', 'fp-slide', 'fp-logo']) assert.ok(!html.includes(`class="${part}"`), part)
    assert.equal(
      withBodyStart('<html><body class="x"><div id="app"></div></body></html>', '<p>'),
      '<html><body class="x"><p><div id="app"></div></body></html>',
    )
  })
})

describe('scripts after the first paint (pure)', () => {
  it("turns the build's deferred scripts into preloads started, in order, by one inline loader", () => {
    const html = withScriptsAfterFirstPaint(
      '<html><head><script defer="defer" src="/js/a.1.js"></script><script defer="defer" src="/js/app.2.js"></script></head><body><p></p></body></html>',
    )
    assert.ok(!html.includes('<script defer'))
    assert.ok(
      html.includes('<head><link rel="preload" href="/js/a.1.js" as="script"><link rel="preload" href="/js/app.2.js" as="script"></head>'),
    )
    assert.match(html, /<p><\/p><script data-scripts="\/js\/a\.1\.js \/js\/app\.2\.js">\(function[^<]+<\/script><\/body>/)
    assert.equal(withScriptsAfterFirstPaint('<html><body></body></html>'), '<html><body></body></html>')
  })
})

describe('first-load hints in index.html', () => {
  let t: TestApp
  let token: string
  const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-h5-'))
  before(async () => {
    fs.writeFileSync(
      path.join(h5Dir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><title>portal h5</title><script defer="defer" src="/js/app.eeee5555.js"></script><link href="/css/app.ffff6666.css" rel="stylesheet"></head><body><div id="app"></div></body></html>',
    )
    fs.writeFileSync(path.join(h5Dir, 'first-load.json'), JSON.stringify(MANIFEST))
    fs.mkdirSync(path.join(h5Dir, 'css'))
    fs.writeFileSync(path.join(h5Dir, 'css', 'app.ffff6666.css'), 'body{margin:0}')
    fs.writeFileSync(path.join(h5Dir, 'css', '3689.cccc3333.css'), '.home{color:red}')
    t = await createTestApp({ config: { h5Dir } })
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })
  const page = async (url: string, cookie?: string) => {
    const response = await t.app.inject({ url, headers: { host: '127.0.0.1:8080', ...(cookie ? { cookie } : {}) } })
    assert.equal(response.statusCode, 200, url)
    return response
  }

  it('tell a signed-in visitor of the home tab what it will fetch, the first slide included', async () => {
    const home = await (await t.app.inject({ url: '/portal-api/v1/cms/home', headers: { host: '127.0.0.1:8080' } })).json()
    const response = await page('/pages/tab/index/index?isHideTabbar=0', `userToken=${token}`)
    assert.match(response.headers.vary as string, /cookie/i)
    const html = response.body
    for (const file of HOME_FILES.js) assert.ok(html.includes(`<link rel="preload" href="${file}" as="script">`), file)
    // The app's and the page's style sheets are written in (the chunk loader finds them by data-href).
    assert.ok(html.includes('<style data-href="/css/app.ffff6666.css">body{margin:0}</style>'))
    assert.ok(html.includes('<style data-href="/css/3689.cccc3333.css">.home{color:red}</style>'))
    assert.ok(!html.includes('rel="stylesheet"') && !html.includes('as="style"'))
    assert.ok(!html.includes('880.dddd4444'), 'the entry page is not opened at this address')
    for (const call of ['/portal-api/v1/cms/home', '/portal-api/v1/config/startup', '/portal-api/v1/service/findForceRecommService']) {
      assert.ok(html.includes(`href="${call}" as="fetch" crossorigin="anonymous"`), call)
    }
    const slidePreload = `<link rel="preload" href="${home.data.slideshow[0].image}" as="image" fetchpriority="high">`
    assert.ok(html.includes(`<meta charset="utf-8">${slidePreload}`), 'the first slide is announced first in the head')
    assert.ok(html.includes(`<link rel="preload" href="${home.data.popups[0].image}" as="image">`), 'the pop-up image')
    assert.ok(html.indexOf('rel="preload"') < html.indexOf('</head>'))
    assert.match((await page('/', `userToken=${token}`)).body, /880\.dddd4444\.js/)
  })

  it('draw the home header and its first slide for a signed-in visitor, first in the body', async () => {
    const home = await (await t.app.inject({ url: '/portal-api/v1/cms/home', headers: { host: '127.0.0.1:8080' } })).json()
    const theme = await (await t.app.inject({ url: '/portal-api/v1/config/startup', headers: { host: '127.0.0.1:8080' } })).json()
    for (const url of ['/pages/tab/index/index', '/']) {
      const html = (await page(url, `userToken=${token}`)).body
      assert.ok(html.includes('<body><div id="first-paint" aria-hidden="true">'), url)
      assert.ok(html.includes(`<img class="fp-slide" src="${home.data.slideshow[0].image}"`), url)
      assert.ok(html.includes('data-text="示范大学"'), url)
      if (theme.data.theme?.isValidForNow) assert.ok(html.includes('fp-header--themed'), url)
    }
    // The app's script starts after the first paint, from an inline loader the CSP allows by its hash.
    const response = await page('/pages/tab/index/index', `userToken=${token}`)
    const loader = /<script data-scripts="\/js\/app\.eeee5555\.js">([^<]+)<\/script>/.exec(response.body)
    assert.ok(loader, 'the loader names the app script')
    assert.ok(!response.body.includes('<script defer'))
    const hash = `'sha256-${createHash('sha256').update(loader[1]!).digest('base64')}'`
    assert.match(String(response.headers['content-security-policy']), new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}`))
    const plain = (await page('/pages/tab/my/my', `userToken=${token}`)).body
    assert.ok(plain.includes('<script defer="defer" src="/js/app.eeee5555.js"></script>'), 'other pages keep the deferred script')
  })

  it('tell nothing and draw nothing for signed-out visitors, a token that does not verify, or other pages', async () => {
    for (const [url, cookie] of [
      ['/pages/tab/index/index', undefined],
      ['/pages/tab/index/index', 'userToken=not.a.token'],
      ['/pages/tab/my/my', `userToken=${token}`],
    ] as const) {
      const html = (await page(url, cookie)).body
      assert.ok(!html.includes('rel="preload"'), `${url} ${cookie ?? 'signed out'}`)
      assert.ok(
        html.includes('<link href="/css/app.ffff6666.css" rel="stylesheet">'),
        `style sheet linked: ${url} ${cookie ?? 'signed out'}`,
      )
      assert.ok(!html.includes('first-paint'), `no first paint: ${url} ${cookie ?? 'signed out'}`)
    }
  })

  it('leave the first slide out in mourning mode (the page shows it grey, from another address)', async () => {
    await t.database.pool.query(`UPDATE portal_settings SET value = jsonb_set(value, '{enableMourningMode}', 'true') WHERE name = 'system'`)
    // Settings are read at most every few seconds per instance: wait for the change to be seen.
    await new Promise((resolve) => setTimeout(resolve, 5200))
    const html = (await page('/pages/tab/index/index', `userToken=${token}`)).body
    assert.ok(html.includes('as="fetch"'))
    assert.ok(!html.includes('as="image"'))
    assert.ok(!html.includes('first-paint'), 'no first paint: the home is drawn grey')
  })
})
