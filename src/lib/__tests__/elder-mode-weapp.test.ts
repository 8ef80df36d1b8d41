/**
 * The mini-program's text size and 长辈模式 (elder-mode.weapp.ts): WeChat's font size becomes the page's
 * `--portal-text-scale`, 长辈模式 raises it to at least 1.3, and its control sizes are those styles/elder-mode.scss gives
 * a browser's root under `.portal-elder`. The rendered pages are checked in test/build/weapp-page-style.test.js.
 */
import fs from 'fs'
import path from 'path'
import type Taro from '@tarojs/taro'

type ElderModeWeapp = typeof import('../elder-mode.weapp')

/** A fresh copy of the module (it reads WeChat's font size once) with WeChat answering `info`. */
function withWechat(info: Record<string, unknown>, platform = 'ios'): ElderModeWeapp {
  let loaded: ElderModeWeapp | undefined
  jest.isolateModules(() => {
    const taro = (jest.requireActual('@tarojs/taro') as { default: typeof Taro }).default
    jest.spyOn(taro, 'getAppBaseInfo').mockReturnValue(info as never)
    jest.spyOn(taro, 'getDeviceInfo').mockReturnValue({ platform } as never)
    loaded = jest.requireActual('../elder-mode.weapp') as ElderModeWeapp
  })
  return loaded!
}

/** A page-style string as property → value. */
const properties = (style: string) => Object.fromEntries(style.split(';').map((d) => d.split(':')))

/** The custom properties elder-mode.scss sets under `:root.portal-elder`, in px. */
function browserElderProperties(): Record<string, string> {
  const scss = fs.readFileSync(path.join(__dirname, '../../styles/elder-mode.scss'), 'utf8')
  const target = scss.match(/\$elder-target:\s*([\d.]+)Px;/)![1]
  const block = scss.slice(scss.indexOf(':root.portal-elder {'))
  const body = block.slice(0, block.indexOf('\n}'))
  return Object.fromEntries(
    [...body.matchAll(/^\s{2}(--nutui-[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [
      name,
      value.replace('#{$elder-target}', `${target}Px`).replace(/Px$/, 'px'),
    ]),
  )
}

afterEach(() => jest.restoreAllMocks())

describe('mini-program text size', () => {
  it("follows WeChat's font size, and 长辈模式 takes at least 1.3 with the browser's 48 px controls", () => {
    const weapp = withWechat({ fontSizeScaleFactor: 1.12 })
    expect(properties(weapp.pageTextStyle())).toEqual({
      '--portal-reader-scale': '1.12',
      '--portal-text-scale': '1.12',
      // NutUI's picker rows (44 px) grow with the text, as a plain length (lib/text-scale.ts).
      '--nutui-picker-item-height': '49px',
    })
    expect(weapp.textScale()).toBe(1.12)
    weapp.applyElderMode(true)
    const elder = properties(weapp.pageTextStyle())
    expect(elder).toMatchObject({ '--portal-reader-scale': '1.12', '--portal-text-scale': '1.3' })
    const controls = browserElderProperties()
    expect(Object.keys(controls).length).toBeGreaterThan(8)
    const { '--nutui-picker-item-height': pickerRow, ...elderControls } = Object.fromEntries(
      Object.entries(elder).filter(([name]) => name.startsWith('--nutui-')),
    )
    expect(elderControls).toEqual(controls)
    // 44 px at 1.3 times: more than 长辈模式's 48 px target.
    expect(pickerRow).toBe('57px')
    weapp.applyElderMode(false)
    expect(weapp.textScale()).toBe(1.12)
  })

  it("marks a page's root for large text: WeChat's font size at 1.2 times or more, or 长辈模式", () => {
    const standard = withWechat({ fontSizeScaleFactor: 1.12 })
    expect(standard.pageRootClass('my-page')).toBe('my-page')
    standard.applyElderMode(true)
    expect(standard.pageRootClass('my-page')).toBe('my-page portal-large-text')
    expect(withWechat({ fontSizeScaleFactor: 1.25 }).pageRootClass('my-page')).toBe('my-page portal-large-text')
  })

  it("keeps a reader's larger size in 长辈模式", () => {
    const weapp = withWechat({ fontSizeScaleFactor: 1.4 })
    weapp.applyElderMode(true)
    expect(weapp.textScale()).toBe(1.4)
  })

  it('reads the font size in px over the standard one when WeChat gives no factor, and 1 when it gives neither', () => {
    expect(withWechat({ fontSizeSetting: 21.25 }, 'ios').textScale()).toBe(1.25)
    expect(withWechat({ fontSizeSetting: 20 }, 'android').textScale()).toBe(1.25)
    expect(withWechat({}).textScale()).toBe(1)
    expect(withWechat({ fontSizeScaleFactor: 9 }).textScale()).toBe(3)
  })
})
