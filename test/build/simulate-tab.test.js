const simulate = require('miniprogram-simulate')
const { launchApp, loadPage } = require('./mini-program-shim')

/** Taro renders asynchronously (React commit, then setData): wait until the page shows something. */
async function rendered(page, expected, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs
  while (!page.dom.textContent.includes(expected) && Date.now() < until) await new Promise((r) => setTimeout(r, 25))
  return page.dom.textContent
}

function renderPage(route) {
  global.__currentRoute = route
  const id = loadPage(route)
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  return page
}

beforeAll(() => {
  launchApp()
})

test('the compiled "my" tab renders the signed-out account card and the logout button', async () => {
  const page = renderPage('pages/tab/my/my')
  const text = await rendered(page, '退出登录')
  expect(text).toContain('退出登录')
  expect(text).toContain('未登录')
  expect(page.dom.querySelector('.main--my-page__card')).not.toBeNull()
})
