// The mini-program passes accessibility names and roles to WeChat's screen reader (issue 38): the compiled templates
// carry aria-role / aria-label / the states on View, Text, Image, Button and SwiperItem (config/weapp-aria.js), and a
// rendered page gives them the values the code set, with `role` written as WeChat's `aria-role`
// (src/shell/weapp-aria.weapp.ts). Run after a weapp build: WEAPP_DIR=.cache/weapp-<you> (default dist/).
const fs = require('fs')
const path = require('path')
const simulate = require('miniprogram-simulate')
const { launchApp, loadPage } = require('./mini-program-shim')

const DIST = path.resolve(__dirname, '../..', process.env.WEAPP_DIR || 'dist')
const ARIA = require('../../src/shell/weapp-aria-attributes.json')

/** Every opening tag of `tag` in base.wxml's templates. */
function tagsOf(wxml, tag) {
  return [...wxml.matchAll(new RegExp(`<${tag} [^>]*>`, 'g'))].map((m) => m[0])
}

async function rendered(page, expected, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs
  while (!page.dom.textContent.includes(expected) && Date.now() < until) await new Promise((r) => setTimeout(r, 25))
  return page.dom.textContent
}

beforeAll(() => {
  launchApp()
})

test("every template of View, Text, Image, Button and SwiperItem passes WeChat's accessibility attributes on", () => {
  const wxml = fs.readFileSync(path.join(DIST, 'base.wxml'), 'utf8')
  const tags = { View: 'view', Text: 'text', Image: 'image', Button: 'button', SwiperItem: 'swiper-item' }
  for (const [component, tag] of Object.entries(tags)) {
    // Taro's pure view (a View with no attribute but class and style: so no role or label either) is left as it is.
    const found = tagsOf(wxml, tag).filter((opening) => /\{\{i\.p\d+/.test(opening))
    expect(found.length).toBeGreaterThan(0)
    for (const opening of found) for (const attribute of Object.keys(ARIA[component])) expect(opening).toContain(`${attribute}="{{`)
  }
})

test('a rendered page gives the reader the roles the code set, under the names the templates read (the 我的 tab)', async () => {
  const wxml = fs.readFileSync(path.join(DIST, 'base.wxml'), 'utf8')
  const view = tagsOf(wxml, 'view').find((opening) => opening.includes('aria-role='))
  // Taro numbers a component's attributes in alphabetical order of their names, in the templates and at run time alike.
  const numbered = [...view.matchAll(/ ([a-z-]+)="\{\{[^}]*?i\.p(\d+)/g)].map(([, name, n]) => [
    name.replace(/-(\w)/g, (_, c) => c.toUpperCase()),
    Number(n),
  ])
  const names = numbered.map(([name]) => name)
  expect(numbered.map(([, n]) => n)).toEqual(names.map((name) => [...names].sort().indexOf(name)))
  const roleKey = `p${numbered.find(([name]) => name === 'ariaRole')[1]}`

  global.__currentRoute = 'pages/tab/my/my'
  const page = simulate.render(loadPage('pages/tab/my/my'))
  page.attach(document.createElement('parent-wrapper'))
  await rendered(page, '退出登录')
  const nodes = []
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== 'object') return
    if (node.nn !== undefined) nodes.push(node)
    Object.values(node).forEach(walk)
  }
  walk(page.instance.data)
  // Every node the code gave a role (BUTTON_ROLE writes role="button", lists role="list" …) sends it as aria-role.
  const withRole = nodes.filter((node) => typeof node.role === 'string')
  expect(withRole.length).toBeGreaterThan(0)
  for (const node of withRole) expect(node[roleKey]).toBe(node.role)
})
