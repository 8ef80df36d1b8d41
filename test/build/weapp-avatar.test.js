// 个人信息's avatar in the compiled mini-program against the real portal server: WeChat's avatar chooser
// (`open-type="chooseAvatar"`) hands the page a temporary file, WeChat's 1:1 crop screen (wx.cropImage) gives
// the square; the page uploads it with wx.uploadFile (the
// harness sends it as real multipart HTTP to POST /portal-api/v1/files), saves it as the avatar, and the
// server's profile then serves the new picture. Run after a weapp build.
const fs = require('fs')
const os = require('os')
const path = require('path')
const h = require('./weapp-harness')

// A 48×48 PNG (the theme orange), as WeChat's chooser writes a temporary file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwTnDDe7xMBNLuo9LKqAh8OBZ86t7zj+Yh0Kh8tCkLOf4GTCGQuWhSVnOITQDLRQqD03KgkMBxqqOKdeYH72fZjPQQqHy0KQsOBRgrOrYp1F4AavxItMMmif0AAAAAElFTkSuQmCC',
  'base64',
)
let tmp

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-avatar-'))
  await h.startWeapp()
}, 120000)
afterAll(async () => {
  await h.stopWeapp()
  fs.rmSync(tmp, { recursive: true, force: true })
}, 30000)

/** GET through the shim, as the page's own calls go. */
function get(url) {
  return new Promise((resolve, reject) =>
    wx.request({ url, header: { 'X-Id-Token': h.recorded.storage.get('userToken') }, success: resolve, fail: reject }),
  )
}

test('个人信息: the chooseAvatar button uploads the chosen file and saves it as the avatar', async () => {
  await h.loginAs('2026001')
  const before = (await get(`${h.portalUrl()}/personal/api/v1/personal/me/user`)).data
  const page = h.renderPage('pages/myInfo/myInfo')
  await h.untilText(page, ['头像', '姓名', '李明'])
  const chooser = h.queryAll(page, '.avatar-cell__chooser')[0]
  expect(chooser).toBeTruthy()
  // WeChat renders it as a <button open-type="chooseAvatar">: the open type is in the page's rendered data
  // (the simulator does not reflect it as a DOM attribute).
  expect(JSON.stringify(page.instance.data)).toContain('"chooseAvatar"')

  const file = path.join(tmp, 'wxfile-avatar.png')
  fs.writeFileSync(file, PNG)
  const from = { toasts: h.recorded.toasts.length, responses: h.recorded.responses.length }
  chooser.dispatchEvent('chooseavatar', { detail: { avatarUrl: file } })
  await h.until(() => h.recorded.toasts.slice(from.toasts).includes('头像已更新'), 'the 头像已更新 toast')
  // The chosen photo went through WeChat's 1:1 crop screen before the upload.
  expect(h.recorded.crops.at(-1)).toEqual({ src: file, cropScale: '1:1' })

  // Saved on the server: the profile's avatar address changed and serves an image.
  const after = (await get(`${h.portalUrl()}/personal/api/v1/personal/me/user`)).data
  const avatarOf = (body) => JSON.stringify(body).match(/"avatarUrl":"([^"]*)"/)?.[1] ?? ''
  expect(avatarOf(after)).not.toBe('')
  expect(avatarOf(after)).not.toBe(avatarOf(before))
  const image = await get(new URL(avatarOf(after), h.portalUrl()).href)
  expect(image.statusCode).toBe(200)
  // The page shows the new picture (the address carries the change's version).
  const version = avatarOf(after).split('?v=')[1]
  await h.until(() => JSON.stringify(page.instance.data).includes(`v=${version}`), 'the new avatar on the page')
}, 90000)

test('个人信息: a file the server refuses is reported with its reason, and the avatar stays', async () => {
  const page = h.renderPage('pages/myInfo/myInfo')
  await h.untilText(page, ['头像', '李明'])
  const file = path.join(tmp, 'wxfile-not-an-image.png')
  fs.writeFileSync(file, 'not an image at all')
  const from = h.recorded.toasts.length
  h.queryAll(page, '.avatar-cell__chooser')[0].dispatchEvent('chooseavatar', { detail: { avatarUrl: file } })
  await h.until(() => h.recorded.toasts.length > from, 'a toast')
  const said = h.recorded.toasts.slice(from)
  expect(said).not.toContain('头像已更新')
  // The server's own reason (415), not a generic failure.
  expect(said.join(' ')).toContain('不支持的文件类型')
}, 60000)
