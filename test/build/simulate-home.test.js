// The compiled home tab (dist/, after `npm run build:weapp`) rendered by miniprogram-simulate, with
// wx.request answering from fixtures: the mini-program build really draws the portal's home.
const path = require('path')
const simulate = require('miniprogram-simulate')
const { DIST, launchApp } = require('./mini-program-shim')

const article = (id, columnId, title) => ({
  id, columnId, columnCode: columnId === 1 ? 'xxyw' : 'tzgg', columnName: '', title, titleImage: '', summary: '',
  releaseDeptName: '教务处', releaseUnit: '教务处', releaseStartTime: '2026-11-01T02:00:00.000Z', readCount: 12,
  url: '', mediaType: 'article', videoUrl: '',
})

const service = (serviceId, serviceName) => ({
  serviceId, serviceName, cardImage: '', runTime: '', contactInformation: '', serviceType: '', serviceNo: '', serviceSource: '',
  loadPath: '/pages/tab/service/index', engineType: 'h5', appId: '', collect: false, iconUrl: '', path: '', title: serviceName,
  tokenTransType: 'none', attachmentUrl: '', appType: '', desc: '', columnId: null, shareUrl: '',
})

const FIXTURES = {
  '/v1/cms/home': {
    slideshow: [{ id: 1, image: 'http://127.0.0.1:8080/s.png', title: '秋季运动会', link: '', contentId: null }],
    marquee: [],
    columns: [
      { id: 1, columnCode: 'xxyw', name: '学校要闻', sort: 1, articles: [article(1, 1, '学校召开秋季学期工作部署会')] },
      { id: 2, columnCode: 'tzgg', name: '通知公告', sort: 2, articles: [article(2, 2, '关于元旦放假安排的通知')] },
    ],
    popups: [],
    floatingBox: null,
  },
  '/v2/cms/marqueeList/get': [{ id: 1, title: '校园网络系统升级维护', link: '', contentId: null }],
  '/v1/service/findForceRecommService': [service(1, '课表查询'), service(2, '成绩查询')],
  '/v1/config/system/getSystemConf': { schoolName: '示范大学', appTopLog: '', enableMourningMode: false, shake: { openShake: false, shake_link: '' } },
  '/v1/config/system/getAppSystemConf': { servicesNumPerRow: 5, casArry: [] },
}

function answer(url) {
  const pathname = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0].replace(/^\/portal-api/, '')
  const data = FIXTURES[pathname]
  return data === undefined ? { statusCode: 404, data: { code: 404, message: '未找到' } } : { statusCode: 200, data: { code: 0, message: '成功', data } }
}

async function rendered(page, expected, timeoutMs = 8000) {
  const until = Date.now() + timeoutMs
  while (!expected.every((t) => page.dom.textContent.includes(t)) && Date.now() < until) await new Promise((r) => setTimeout(r, 25))
  return page.dom.textContent
}

beforeAll(() => {
  global.wx.request = (options) => {
    const res = { errMsg: 'request:ok', header: {}, ...answer(options.url) }
    const timer = setTimeout(() => {
      options.success && options.success(res)
      options.complete && options.complete(res)
    }, 5)
    return { abort: () => clearTimeout(timer), onHeadersReceived() {}, offHeadersReceived() {} }
  }
  // The simulator's SelectorQuery answers nothing; NutUI's marquee measures itself with it.
  const rect = { width: 320, height: 36, left: 0, top: 0, right: 320, bottom: 36, scrollTop: 0, scrollLeft: 0 }
  global.wx.createSelectorQuery = () => {
    const queued = []
    const query = {
      in: () => query,
      select: () => node,
      selectAll: () => node,
      selectViewport: () => node,
      exec: (cb) => setTimeout(() => cb && cb(queued.map((q) => q())), 0),
    }
    const node = {
      boundingClientRect: (cb) => { queued.push(() => (cb && cb(rect), rect)); return query },
      scrollOffset: (cb) => { queued.push(() => (cb && cb(rect), rect)); return query },
      fields: (_f, cb) => { queued.push(() => (cb && cb(rect), rect)); return query },
    }
    return query
  }
  launchApp()
})

test('the compiled home tab shows the school, slideshow, marquee, services and news columns', async () => {
  global.__currentRoute = 'pages/tab/index/index'
  const id = simulate.load(path.join(DIST, 'pages/tab/index/index'), { rootPath: DIST, compiler: 'official' })
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  const expected = ['示范大学', '课表查询', '成绩查询', '学校要闻', '通知公告', '学校召开秋季学期工作部署会', '关于元旦放假安排的通知', '更多']
  const text = await rendered(page, expected)
  for (const t of expected) expect(text).toContain(t)
  // The slideshow has its slide; the title is drawn on the slide's image, so it is not printed again.
  expect(page.dom.querySelectorAll('wx-swiper-item')).toHaveLength(1)
  expect(text).not.toContain('秋季运动会')
  expect(text).toContain('阅读 12')
  // Columns keep the server's order.
  expect(text.indexOf('学校要闻')).toBeLessThan(text.indexOf('通知公告'))
})
