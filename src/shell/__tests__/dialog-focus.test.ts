import { startDialogFocus } from '../dialog-focus.h5'

// jsdom lays nothing out: an element counts as shown unless it or an ancestor has display: none.
const realRects = Element.prototype.getClientRects
beforeAll(() => {
  Element.prototype.getClientRects = function (this: Element) {
    for (let el: Element | null = this; el; el = el.parentElement) {
      if ((el as HTMLElement).style?.display === 'none') return [] as unknown as DOMRectList
    }
    return [{}] as unknown as DOMRectList
  }
})
afterAll(() => {
  Element.prototype.getClientRects = realRects
})

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
const tab = (shiftKey = false) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }))

describe('dialog focus in H5 (dialog-focus.h5.ts)', () => {
  let stop: () => void
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="opener">退出登录</button>' +
      '<div class="nut-popup" style="display: none"><div class="nut-dialog-header">确定退出登录？</div>' +
      '<button id="cancel">取消</button><button id="ok">确定</button></div>'
    stop = startDialogFocus()
  })
  afterEach(() => stop())

  it('an opened dialog is named by its title, takes the focus, keeps Tab inside and gives the focus back when it closes', async () => {
    const opener = document.getElementById('opener')!
    const dialog = document.querySelector<HTMLElement>('.nut-popup')!
    opener.focus()
    dialog.style.display = 'block'
    await frame()
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('确定退出登录？')
    expect(document.activeElement!.id).toBe('cancel')

    tab()
    // The browser moves the focus itself between the two; only the ends wrap.
    document.getElementById('ok')!.focus()
    tab()
    expect(document.activeElement!.id).toBe('cancel')
    tab(true)
    expect(document.activeElement!.id).toBe('ok')
    opener.focus()
    tab()
    expect(document.activeElement!.id).toBe('cancel')

    dialog.style.display = 'none'
    await frame()
    expect(document.activeElement).toBe(opener)
  })

  it("Taro's modal buttons and action-sheet rows become buttons, its toast a polite status; a dialog with no title is still named", async () => {
    const box = document.createElement('div')
    box.className = 'taro__modal'
    box.innerHTML = '<div class="taro-modal__mask"></div><div class="taro-modal__content"><div class="taro-model__btn">确定</div></div>'
    const modal = box.querySelector('.taro-modal__content')!
    const toast = document.createElement('div')
    toast.className = 'taro__toast'
    document.body.append(box, toast)
    await frame()
    const button = modal.querySelector('.taro-model__btn')!
    expect(button.getAttribute('role')).toBe('button')
    expect(button.getAttribute('tabindex')).toBe('0')
    expect(toast.getAttribute('role')).toBe('status')
    expect(toast.getAttribute('aria-live')).toBe('polite')
    expect(modal.getAttribute('aria-label')).toBe('对话框')
    expect(document.activeElement).toBe(button)
  })

  it("Taro's action sheet: the sheet is the dialog, its rows and 取消 are buttons", async () => {
    const sheet = document.createElement('div')
    sheet.className = 'taro__actionSheet'
    sheet.innerHTML =
      '<div></div><div><div><div class="taro-actionsheet__cell">拍照</div><div class="taro-actionsheet__cell">从相册选择</div></div><div>取消</div></div>'
    document.body.append(sheet)
    await frame()
    const dialog = sheet.lastElementChild!
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(dialog.lastElementChild!.getAttribute('role')).toBe('button')
    expect(document.activeElement!.textContent).toBe('拍照')
  })
})
